import { consentVersion } from '../../../shared/accounts/consents';
import { locationRequired } from '../../../shared/candidate/completion';
import { arrsRoleName } from '../../../shared/content/arrs-roles';
import type { AnonymisedCandidate } from '../../../shared/employer/search.schemas';
import {
  type AdminOpportunity,
  type CandidateOpportunity,
  type ConsentReceipt,
  type EmployerOpportunity,
  employerMoves,
  financialYearOf,
  formatPounds,
  type OpportunityForm,
  type OpportunityStatus,
  opportunityAnswerDays,
  opportunityMessages,
  opportunityStatusLabels,
  pipelineMoves,
  type RevealedCandidate,
  revealingStatuses,
  sharedFields,
  successFee,
} from '../../../shared/marketplace/opportunity.schemas';
import { paths } from '../../../shared/routing/paths';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mail.service';
import { createFilesRepository } from '../../storage/files.repository';
import { createNotificationsRepository } from './notifications.repository';
import { type NotificationInput, notify, type Recipient } from './notifications.service';
import {
  type ActorKind,
  createOpportunitiesRepository,
  type OpportunityRow,
} from './opportunities.repository';
import { createOrganisationsRepository } from './organisations.repository';
import { presentAnonymised } from './search.presenter';
import { createSearchRepository } from './search.repository';
import type { Searcher } from './search.service';

export interface OpportunityDeps {
  db: Database;
  mail: Mailer;
  now: () => Date;
}

const dayMs = 24 * 60 * 60 * 1000;

export const opportunityErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', opportunityMessages.notFound),
  candidateNotFound: () => new AppError(404, 'NOT_FOUND', 'This profile is no longer available.'),
  alreadyOpen: () => new AppError(409, 'OPPORTUNITY_OPEN', opportunityMessages.alreadyOpen),
  notPending: () => new AppError(409, 'NOT_PENDING', opportunityMessages.notPending),
  notApproved: () => new AppError(409, 'NOT_APPROVED_OPPORTUNITY', opportunityMessages.notApproved),
  wrongStatus: () => new AppError(409, 'WRONG_STATUS', opportunityMessages.wrongStatus),
};

/** An unanswered opportunity past its answer-by time is expired, whether or not the job has run. */
export function effectiveStatus(
  row: Pick<OpportunityRow, 'status' | 'expiresAt'>,
  at: Date,
): OpportunityStatus {
  return row.status === 'sent' && row.expiresAt.getTime() <= at.getTime() ? 'expired' : row.status;
}
const isRevealing = (status: OpportunityStatus) => revealingStatuses.includes(status);

type Timelines = Awaited<ReturnType<ReturnType<typeof createOpportunitiesRepository>['timelines']>>;
/**
 * The timeline as each party sees it. Candidates never pay and are not party to fees: they get the
 * stages without notes (notes are between the team and the employer) and without fee adjustments
 * (recorded as a second 'placed' entry).
 */
function timelineFor(
  row: OpportunityRow,
  timelines: Timelines,
  audience: 'candidate' | 'employer' | 'admin',
) {
  const entries = timelines
    .filter((event) => event.opportunityId === row.id)
    .map((event) => ({ status: event.status, at: event.at.toISOString(), by: event.by, note: event.note }));
  if (audience !== 'candidate') return entries;
  return entries
    .filter((entry, index) => index === 0 || entries[index - 1]?.status !== entry.status)
    .map((entry) => ({ ...entry, note: null }));
}

function coreOf(
  row: OpportunityRow,
  timelines: Timelines,
  at: Date,
  audience: 'candidate' | 'employer' | 'admin',
) {
  return {
    id: row.id,
    role: row.role,
    location: row.location,
    employmentType: row.employmentType,
    payBasis: row.payBasis,
    payAmountPence: row.payAmountPence,
    hours: row.hours,
    startDate: row.startDate,
    message: row.message,
    status: effectiveStatus(row, at),
    feeRate: row.feeRate,
    feePence: row.feePence,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    timeline: timelineFor(row, timelines, audience),
  };
}

const roleName = (role: string) => arrsRoleName(role) ?? role;

// --- Employers -----------------------------------------------------------------------------------

async function organisationRecipients(deps: { db: Database }, organisationId: string): Promise<Recipient[]> {
  return createOrganisationsRepository(deps).memberContacts(organisationId);
}
async function candidateRecipient(deps: { db: Database }, candidateUserId: string): Promise<Recipient[]> {
  const details = await createOpportunitiesRepository(deps).candidateDetails(candidateUserId);
  return details ? [{ userId: candidateUserId, email: details.email, name: details.fullName }] : [];
}
async function teamRecipients(deps: { db: Database }): Promise<Recipient[]> {
  return createNotificationsRepository(deps).admins();
}

/** 'Express interest': the opportunity goes to the candidate, who decides (spec §1). */
export async function sendOpportunity(
  deps: OpportunityDeps,
  searcher: Searcher,
  employerId: string,
  form: OpportunityForm,
) {
  const at = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const visible = await createSearchRepository({ db: tx }).findVisible(form.candidateReference, {
      origin: searcher.location,
      radiusKm: null,
      organisationOdsCode: searcher.odsCode,
    });
    if (!visible) throw opportunityErrors.candidateNotFound();
    const fee = successFee({ employmentType: form.employmentType, payAmountPence: form.payAmountPence });
    const row = await createOpportunitiesRepository({ db: tx }).create({
      organisationId: searcher.organisationId,
      candidateUserId: visible.userId,
      createdBy: employerId,
      role: form.role,
      location: form.location,
      employmentType: form.employmentType,
      payBasis: form.payBasis,
      payAmountPence: form.payAmountPence,
      hours: form.hours,
      startDate: form.startDate,
      message: form.message,
      feeRate: fee.rate,
      feePence: fee.feePence,
      expiresAt: new Date(at.getTime() + opportunityAnswerDays * dayMs),
      createdAt: at,
      updatedAt: at,
    });
    if (!row) throw opportunityErrors.alreadyOpen();
    await createOpportunitiesRepository({ db: tx }).addEvent({
      opportunityId: row.id,
      status: 'sent',
      actorKind: 'employer',
      actorUserId: employerId,
      at,
    });
    await notify({ ...deps, db: tx }, await candidateRecipient({ db: tx }, visible.userId), {
      kind: 'opportunity_received',
      title: `New opportunity: ${roleName(form.role)} with ${searcher.organisationName}`,
      body: `${searcher.organisationName} would like to talk to you about a ${form.employmentType} ${roleName(form.role)} role in ${form.location}. Your details stay private unless you approve it; please answer within ${opportunityAnswerDays} days.`,
      link: paths.platform.candidateOpportunities,
    });
    return row.id;
  });
  return employerOpportunity(deps, searcher, id);
}

async function presentForEmployer(
  deps: OpportunityDeps,
  searcher: Searcher,
  rows: readonly OpportunityRow[],
): Promise<EmployerOpportunity[]> {
  const at = deps.now();
  const repository = createOpportunitiesRepository(deps);
  const search = createSearchRepository(deps);
  const timelines = await repository.timelines(rows.map((row) => row.id));
  const result: EmployerOpportunity[] = [];
  for (const row of rows) {
    const status = effectiveStatus(row, at);
    const visible = await search.findVisibleUser(row.candidateUserId, {
      origin: searcher.location,
      radiusKm: null,
      organisationOdsCode: searcher.odsCode,
    });
    let candidate: AnonymisedCandidate | null = null;
    if (visible) [candidate = null] = presentAnonymised([visible]);
    result.push({
      ...coreOf(row, timelines, at, 'employer'),
      candidate,
      revealed: isRevealing(status) ? await revealedDetails(deps, row) : null,
      placedFeePence: row.placedFeePence,
    });
  }
  return result;
}

/** The candidate's identity, for an organisation whose opportunity they approved (and still do). */
async function revealedDetails(
  deps: { db: Database },
  row: OpportunityRow,
): Promise<RevealedCandidate | null> {
  const repository = createOpportunitiesRepository(deps);
  const details = await repository.candidateDetails(row.candidateUserId);
  if (!details) return null;
  const cvFileId = await repository.latestCvFileId(row.candidateUserId);
  const base = `/api/employer/opportunities/${row.id}/files`;
  return {
    fullName: details.fullName,
    email: details.contactEmail ?? details.email,
    phone: details.phone,
    postcode: details.postcode === locationRequired ? null : details.postcode,
    photoUrl: details.photoFileId ? `${base}/photo` : null,
    cvUrl: cvFileId ? `${base}/cv` : null,
    videoUrl: details.videoFileId ? `${base}/video` : null,
  };
}

async function ownedOpportunity(deps: { db: Database }, searcher: Searcher, id: string) {
  const row = await createOpportunitiesRepository(deps).findById(id);
  if (!row || row.organisationId !== searcher.organisationId) throw opportunityErrors.notFound();
  return row;
}

export async function employerOpportunities(deps: OpportunityDeps, searcher: Searcher) {
  const rows = await createOpportunitiesRepository(deps).forOrganisation(searcher.organisationId);
  return { opportunities: await presentForEmployer(deps, searcher, rows) };
}

export async function employerOpportunity(deps: OpportunityDeps, searcher: Searcher, id: string) {
  const row = await ownedOpportunity(deps, searcher, id);
  const [presented] = await presentForEmployer(deps, searcher, [row]);
  if (!presented) throw opportunityErrors.notFound();
  return presented;
}

/** A photo, CV or video of the candidate, only while their approval of this opportunity is live. */
export async function revealedFile(
  deps: OpportunityDeps,
  searcher: Searcher,
  id: string,
  kind: 'photo' | 'cv' | 'video',
) {
  const row = await ownedOpportunity(deps, searcher, id);
  if (!isRevealing(effectiveStatus(row, deps.now()))) throw opportunityErrors.notFound();
  const repository = createOpportunitiesRepository(deps);
  const details = await repository.candidateDetails(row.candidateUserId);
  const fileId =
    kind === 'cv'
      ? await repository.latestCvFileId(row.candidateUserId)
      : kind === 'photo'
        ? details?.photoFileId
        : details?.videoFileId;
  const file = fileId ? await createFilesRepository(deps).findById(fileId) : undefined;
  if (!file) throw opportunityErrors.notFound();
  return file;
}

/** Pipeline moves: employers may mark interviewing or closed; admins any allowed move (below). */
async function moveOpportunity(
  deps: OpportunityDeps,
  row: OpportunityRow,
  to: OpportunityStatus,
  actor: { kind: ActorKind; userId: string },
  note: string | null,
) {
  const at = deps.now();
  const from = effectiveStatus(row, at);
  if (!(pipelineMoves[from] ?? []).includes(to)) throw opportunityErrors.wrongStatus();
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    const placed = to === 'placed' ? { placedFeePence: row.feePence } : {};
    const moved = await repository.move(row.id, [from], to, at, placed);
    if (!moved) throw opportunityErrors.wrongStatus();
    await repository.addEvent({
      opportunityId: row.id,
      status: to,
      actorKind: actor.kind,
      actorUserId: actor.userId,
      note,
      at,
    });
    const organisation = await createOrganisationsRepository({ db: tx }).findById(row.organisationId);
    const message: NotificationInput = {
      kind: 'opportunity_progress',
      title: `Opportunity ${opportunityStatusLabels[to].toLowerCase()}: ${roleName(row.role)}`,
      body: `The ${roleName(row.role)} opportunity with ${organisation?.name ?? 'the organisation'} is now: ${opportunityStatusLabels[to]}.`,
      link: null,
    };
    await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
      ...message,
      link: paths.platform.employerOpportunities,
    });
    await notify({ ...deps, db: tx }, await candidateRecipient({ db: tx }, row.candidateUserId), {
      ...message,
      link: paths.platform.candidateOpportunities,
    });
  });
}

export async function employerMove(
  deps: OpportunityDeps,
  searcher: Searcher,
  employerId: string,
  id: string,
  to: OpportunityStatus,
  note: string | null,
) {
  if (!employerMoves.includes(to)) throw opportunityErrors.wrongStatus();
  const row = await ownedOpportunity(deps, searcher, id);
  await moveOpportunity(deps, row, to, { kind: 'employer', userId: employerId }, note);
  return employerOpportunity(deps, searcher, id);
}

// --- Candidates ----------------------------------------------------------------------------------

async function candidateOwned(deps: { db: Database }, candidateUserId: string, id: string) {
  const row = await createOpportunitiesRepository(deps).findById(id);
  if (!row || row.candidateUserId !== candidateUserId) throw opportunityErrors.notFound();
  return row;
}

export async function candidateOpportunities(deps: OpportunityDeps, candidateUserId: string) {
  const at = deps.now();
  const repository = createOpportunitiesRepository(deps);
  const rows = await repository.forCandidate(candidateUserId);
  const timelines = await repository.timelines(rows.map((row) => row.opportunity.id));
  const opportunities: CandidateOpportunity[] = rows.map((row) => {
    const {
      feeRate: _feeRate,
      feePence: _feePence,
      ...core
    } = coreOf(row.opportunity, timelines, at, 'candidate');
    return {
      ...core,
      organisationName: row.organisationName,
      organisationType: row.organisationType,
      declineReason: row.opportunity.declineReason,
      receiptId: row.receiptId,
    };
  });
  return { opportunities };
}

/**
 * Approve: a consent receipt is stored, the organisation now sees who the candidate is for this
 * opportunity only, and the provider's team is asked to make the introduction.
 */
export async function approveOpportunity(deps: OpportunityDeps, candidateUserId: string, id: string) {
  const at = deps.now();
  const row = await candidateOwned(deps, candidateUserId, id);
  if (effectiveStatus(row, at) !== 'sent') throw opportunityErrors.notPending();
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    const moved = await repository.move(row.id, ['sent'], 'approved', at);
    if (!moved) throw opportunityErrors.notPending();
    const organisation = await createOrganisationsRepository({ db: tx }).findById(row.organisationId);
    await repository.createReceipt({
      opportunityId: row.id,
      candidateUserId,
      organisationId: row.organisationId,
      organisationName: organisation?.name ?? '',
      role: row.role,
      sharedFields,
      consentVersion,
      approvedAt: at,
    });
    await repository.addEvent({
      opportunityId: row.id,
      status: 'approved',
      actorKind: 'candidate',
      actorUserId: candidateUserId,
      at,
    });
    await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
      kind: 'opportunity_approved',
      title: `A professional approved your ${roleName(row.role)} opportunity`,
      body: `The professional approved your ${roleName(row.role)} opportunity. Their details are now in your opportunities, and our team will make the introduction.`,
      link: paths.platform.employerOpportunities,
    });
    await notify({ ...deps, db: tx }, await teamRecipients({ db: tx }), {
      kind: 'introduction_needed',
      title: `Introduction needed: ${roleName(row.role)} with ${organisation?.name ?? 'an organisation'}`,
      body: `A professional approved an opportunity from ${organisation?.name ?? 'an organisation'}. Please make the introduction.`,
      link: paths.platform.adminOpportunities,
    });
  });
  return candidateOpportunities(deps, candidateUserId);
}

/** Decline, with an optional reason: the organisation sees 'declined' and nothing more. */
export async function declineOpportunity(
  deps: OpportunityDeps,
  candidateUserId: string,
  id: string,
  reason: string | undefined,
) {
  const at = deps.now();
  const row = await candidateOwned(deps, candidateUserId, id);
  if (effectiveStatus(row, at) !== 'sent') throw opportunityErrors.notPending();
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    const moved = await repository.move(row.id, ['sent'], 'declined', at, { declineReason: reason || null });
    if (!moved) throw opportunityErrors.notPending();
    await repository.addEvent({
      opportunityId: row.id,
      status: 'declined',
      actorKind: 'candidate',
      actorUserId: candidateUserId,
      at,
    });
    await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
      kind: 'opportunity_declined',
      title: `A professional declined your ${roleName(row.role)} opportunity`,
      body: `The professional declined your ${roleName(row.role)} opportunity.`,
      link: paths.platform.employerOpportunities,
    });
  });
  return candidateOpportunities(deps, candidateUserId);
}

/** Withdraw an approval: the organisation's access to the candidate's details ends at once. */
export async function withdrawApproval(deps: OpportunityDeps, candidateUserId: string, id: string) {
  const at = deps.now();
  const row = await candidateOwned(deps, candidateUserId, id);
  const from = effectiveStatus(row, at);
  if (!['approved', 'introduced', 'interviewing'].includes(from)) throw opportunityErrors.notApproved();
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    const moved = await repository.move(row.id, [from], 'withdrawn', at);
    if (!moved) throw opportunityErrors.notApproved();
    await repository.withdrawReceipt(row.id, at);
    await repository.addEvent({
      opportunityId: row.id,
      status: 'withdrawn',
      actorKind: 'candidate',
      actorUserId: candidateUserId,
      at,
    });
    const message = {
      kind: 'opportunity_withdrawn' as const,
      title: `A professional withdrew their approval (${roleName(row.role)})`,
      body: `The professional withdrew their approval of the ${roleName(row.role)} opportunity. Their details are no longer available.`,
    };
    await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
      ...message,
      link: paths.platform.employerOpportunities,
    });
    await notify({ ...deps, db: tx }, await teamRecipients({ db: tx }), {
      ...message,
      link: paths.platform.adminOpportunities,
    });
  });
  return candidateOpportunities(deps, candidateUserId);
}

function presentReceipt(
  row: Awaited<ReturnType<ReturnType<typeof createOpportunitiesRepository>['receiptsOf']>>[number],
): ConsentReceipt {
  return {
    id: row.id,
    opportunityId: row.opportunityId,
    organisationName: row.organisationName,
    role: row.role,
    sharedFields: row.sharedFields,
    consentVersion: row.consentVersion,
    approvedAt: row.approvedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

export async function consentReceipts(deps: { db: Database }, candidateUserId: string) {
  return {
    receipts: (await createOpportunitiesRepository(deps).receiptsOf(candidateUserId)).map(presentReceipt),
  };
}

/** One receipt as a plain-text file the candidate keeps. */
export async function consentReceiptText(deps: { db: Database }, candidateUserId: string, id: string) {
  const row = await createOpportunitiesRepository(deps).receipt(candidateUserId, id);
  if (!row) throw opportunityErrors.notFound();
  const receipt = presentReceipt(row);
  const lines = [
    'ARRS Place: consent receipt',
    '',
    `Receipt: ${receipt.id}`,
    `Opportunity: ${receipt.opportunityId} (${roleName(receipt.role)})`,
    `Shared with: ${receipt.organisationName}`,
    `What is shared: ${receipt.sharedFields.join(', ')}`,
    `Approved: ${receipt.approvedAt}`,
    `Withdrawn: ${receipt.withdrawnAt ?? 'no (the approval is live)'}`,
    `Consent version: ${receipt.consentVersion}`,
    '',
    'You can withdraw this approval at any time in your Opportunities; access ends at once.',
  ];
  return { fileName: `consent-receipt-${receipt.id}.txt`, text: `${lines.join('\n')}\n` };
}

// --- Admins --------------------------------------------------------------------------------------

export async function adminOpportunities(deps: OpportunityDeps, status: OpportunityStatus | undefined) {
  const at = deps.now();
  const repository = createOpportunitiesRepository(deps);
  const rows = await repository.forAdmin(status);
  const timelines = await repository.timelines(rows.map((row) => row.opportunity.id));
  const opportunities: AdminOpportunity[] = rows.map((row) => ({
    ...coreOf(row.opportunity, timelines, at, 'admin'),
    organisationName: row.organisationName,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    placedFeePence: row.opportunity.placedFeePence,
    feeNote: row.opportunity.feeNote,
  }));
  return { opportunities };
}

async function adminOne(deps: OpportunityDeps, id: string) {
  const found = (await adminOpportunities(deps, undefined)).opportunities.find((row) => row.id === id);
  if (!found) throw opportunityErrors.notFound();
  return found;
}

export async function adminMove(
  deps: OpportunityDeps,
  adminId: string,
  id: string,
  to: OpportunityStatus,
  note: string | null,
) {
  const row = await createOpportunitiesRepository(deps).findById(id);
  if (!row) throw opportunityErrors.notFound();
  await moveOpportunity(deps, row, to, { kind: 'admin', userId: adminId }, note);
  return adminOne(deps, id);
}

/** Admins adjust the recorded placement fee, with a note (kept on the timeline). */
export async function adjustFee(
  deps: OpportunityDeps,
  adminId: string,
  id: string,
  feePence: number,
  note: string,
) {
  const at = deps.now();
  const row = await createOpportunitiesRepository(deps).findById(id);
  if (!row) throw opportunityErrors.notFound();
  if (row.status !== 'placed') throw opportunityErrors.wrongStatus();
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    await repository.move(id, ['placed'], 'placed', at, { placedFeePence: feePence, feeNote: note });
    await repository.addEvent({
      opportunityId: id,
      status: 'placed',
      actorKind: 'admin',
      actorUserId: adminId,
      note: `Fee adjusted to ${formatPounds(feePence)}: ${note}`,
      at,
    });
  });
  return adminOne(deps, id);
}

/** Marks unanswered opportunities past their 14 days expired and tells both sides. */
export async function expireOpportunities(deps: OpportunityDeps) {
  let expired = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const at = deps.now();
      const repository = createOpportunitiesRepository({ db: tx });
      const rows = await repository.expireDue(at, 100);
      for (const row of rows) {
        await repository.addEvent({
          opportunityId: row.id,
          status: 'expired',
          actorKind: 'system',
          actorUserId: null,
          at,
        });
        await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
          kind: 'opportunity_expired',
          title: `Your ${roleName(row.role)} opportunity expired`,
          body: `The professional did not answer your ${roleName(row.role)} opportunity within ${opportunityAnswerDays} days, so it has expired.`,
          link: paths.platform.employerOpportunities,
        });
      }
      return rows.length;
    });
    expired += count;
    if (count === 0) return { expired };
  }
}

// --- ARRS maximum reimbursable amounts -------------------------------------------------------------

export async function reimbursementRates(deps: OpportunityDeps, financialYear = financialYearOf(deps.now())) {
  const rows = await createOpportunitiesRepository(deps).rates(financialYear);
  return {
    financialYear,
    rates: rows.map((row) => ({
      role: row.role,
      financialYear: row.financialYear,
      maxAnnualPence: row.maxAnnualPence,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function setReimbursementRate(
  deps: OpportunityDeps,
  adminId: string,
  input: { role: string; financialYear: string; maxAnnualPence: number },
) {
  await createOpportunitiesRepository(deps).upsertRate({ ...input, updatedBy: adminId, at: deps.now() });
  return reimbursementRates(deps, input.financialYear);
}

export type { Searcher };
