import { arrsRoleName } from '../../../shared/content/arrs-roles';
import { applicationMessages } from '../../../shared/marketplace/application.constants';
import type { LocumTerms } from '../../../shared/marketplace/locum-terms.schemas';
import {
  type NoteAudience,
  type OpportunityActorKind,
  type OpportunityStatus,
  opportunityMessages,
  pipelineMoves,
  revealingStatuses,
} from '../../../shared/marketplace/opportunity.schemas';
import { paths } from '../../../shared/routing/paths';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Mailer } from '../../mail/mail.service';
import { createCandidateReferencesRepository } from './candidate-references.repository';
import { createNotificationsRepository } from './notifications.repository';
import { notify, type Recipient } from './notifications.service';
import { createOpportunitiesRepository, type OpportunityRow } from './opportunities.repository';
import { feeOnMove, locumTermsOf, termsChangeNote } from './opportunity-fees';
import { isProgressStatus, progressNotices } from './opportunity-progress';
import { createOrganisationsRepository } from './organisations.repository';
import { createPlacementPauseRepository } from './placement-pause.repository';

// What the employer, candidate and admin opportunity services share.
export interface OpportunityDeps {
  db: Database;
  mail: Mailer;
  now: () => Date;
}

export const dayMs = 24 * 60 * 60 * 1000;

export const opportunityErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', opportunityMessages.notFound),
  candidateNotFound: () => new AppError(404, 'NOT_FOUND', 'This profile is no longer available.'),
  alreadyOpen: () => new AppError(409, 'OPPORTUNITY_OPEN', opportunityMessages.alreadyOpen),
  introductionNotAsked: () =>
    new AppError(409, 'INTRODUCTION_NOT_REQUESTED', applicationMessages.introductionNotAsked),
  notPending: () => new AppError(409, 'NOT_PENDING', opportunityMessages.notPending),
  notApproved: () => new AppError(409, 'NOT_APPROVED_OPPORTUNITY', opportunityMessages.notApproved),
  wrongStatus: () => new AppError(409, 'WRONG_STATUS', opportunityMessages.wrongStatus),
  vacancyNotFound: () => new AppError(404, 'NOT_FOUND', opportunityMessages.vacancyNotFound),
  vacancyNotLinkable: () => new AppError(409, 'VACANCY_NOT_OPEN', opportunityMessages.vacancyNotLinkable),
};

/** An unanswered opportunity past its answer-by time is expired, whether or not the job has run. */
export function effectiveStatus(
  row: Pick<OpportunityRow, 'status' | 'expiresAt'>,
  at: Date,
): OpportunityStatus {
  return row.status === 'sent' && row.expiresAt.getTime() <= at.getTime() ? 'expired' : row.status;
}
export const isRevealing = (status: OpportunityStatus) => revealingStatuses.includes(status);
/**
 * An approval the candidate gave and that has since ended (withdrawn, or the opportunity closed):
 * the organisation saw their name and may no longer follow them (docs/product/marketplace.md#references).
 */
export const approvalEnded = (status: OpportunityStatus) => status === 'withdrawn' || status === 'closed';
/** Applying was the approval, so an application the organisation declined has ended one too. */
export const approvalEndedFor = (row: Pick<OpportunityRow, 'startedBy'>, status: OpportunityStatus) =>
  approvalEnded(status) || (status === 'declined' && row.startedBy === 'candidate');

export type Timelines = Awaited<ReturnType<ReturnType<typeof createOpportunitiesRepository>['timelines']>>;
/**
 * The candidate reads only notes addressed to both parties
 * (docs/product/marketplace.md#timeline-notes), and no fee adjustments or placement terms: candidates
 * never pay and are not party to fees.
 */
export function timelineFor(
  row: OpportunityRow,
  timelines: Timelines,
  audience: 'candidate' | 'employer' | 'admin',
) {
  const entries = timelines
    .filter((event) => event.opportunityId === row.id)
    .map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      by: event.by,
      note: event.note,
      noteAudience: event.note === null ? null : event.noteAudience,
    }));
  if (audience !== 'candidate') return entries;
  return entries
    .filter((entry, index) => index === 0 || entries[index - 1]?.status !== entry.status)
    .map((entry) => (entry.noteAudience === 'both' ? entry : { ...entry, note: null, noteAudience: null }));
}

export function coreOf(
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
    locumTerms: locumTermsOf(row),
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

export const roleName = (role: string) => arrsRoleName(role) ?? role;

/** What a candidate reads of an opportunity or application of theirs: never its fee. */
export function candidateCoreOf(
  row: {
    opportunity: OpportunityRow;
    organisationName: string;
    organisationType: string;
    receiptId: string | null;
  },
  timelines: Timelines,
  at: Date,
  vacancyOf: (vacancyId: string | null) => { id: string; slug: string; title: string } | null,
) {
  const {
    feeRate: _feeRate,
    feePence: _feePence,
    ...core
  } = coreOf(row.opportunity, timelines, at, 'candidate');
  return {
    ...core,
    vacancy: vacancyOf(row.opportunity.vacancyId),
    organisationName: row.organisationName,
    organisationType: row.organisationType,
    receiptId: row.receiptId,
  };
}

/**
 * The candidate's view of the vacancy each opportunity is linked to: a job's title once it has been
 * public (a vacancy is linked or applied to only while open or paused, and never returns to draft, so
 * this only guards against showing a draft's).
 */
export async function candidateVacancyLinks(
  repository: ReturnType<typeof createOpportunitiesRepository>,
  vacancyIds: readonly (string | null)[],
) {
  const published = (await repository.linkedVacancies(vacancyIds)).filter(
    (vacancy) => vacancy.publishedAt !== null,
  );
  return (vacancyId: string | null) => {
    const vacancy = published.find((found) => found.id === vacancyId);
    return vacancy ? { id: vacancy.id, slug: vacancy.slug, title: vacancy.title } : null;
  };
}

export async function organisationRecipients(
  deps: { db: Database },
  organisationId: string,
): Promise<Recipient[]> {
  return createOrganisationsRepository(deps).memberContacts(organisationId);
}
export async function candidateRecipient(
  deps: { db: Database },
  candidateUserId: string,
): Promise<Recipient[]> {
  const details = await createOpportunitiesRepository(deps).candidateDetails(candidateUserId);
  return details ? [{ userId: candidateUserId, email: details.email, name: details.fullName }] : [];
}
export async function teamRecipients(deps: { db: Database }): Promise<Recipient[]> {
  return createNotificationsRepository(deps).admins();
}

/** Moves an approved opportunity along the pipeline, and tells both sides what it means for them. */
export async function moveOpportunity(
  deps: OpportunityDeps,
  row: OpportunityRow,
  to: OpportunityStatus,
  actor: { kind: OpportunityActorKind; userId: string },
  note: string | null,
  options: { noteAudience?: NoteAudience; locumTerms?: LocumTerms } = {},
) {
  const at = deps.now();
  const from = effectiveStatus(row, at);
  // Every pipeline move is a stage both sides hear of (opportunity-progress.ts).
  if (!(pipelineMoves[from] ?? []).includes(to) || !isProgressStatus(to))
    throw opportunityErrors.wrongStatus();
  // The organisation decides whether to meet an applicant (docs/product/jobs.md#reviewing-applicants).
  if (to === 'introduced' && row.startedBy === 'candidate' && !row.introductionRequestedAt)
    throw opportunityErrors.introductionNotAsked();
  const fee = feeOnMove(row, to, options.locumTerms);
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    const moved = await repository.move(row.id, [from], to, at, fee);
    if (!moved) throw opportunityErrors.wrongStatus();
    if (approvalEnded(to))
      await createCandidateReferencesRepository({ db: tx }).retire(
        row.organisationId,
        row.candidateUserId,
        at,
      );
    if (to === 'placed')
      await createPlacementPauseRepository({ db: tx }).pause(row.candidateUserId, row.id, at);
    await repository.addEvent({
      opportunityId: row.id,
      status: to,
      actorKind: actor.kind,
      actorUserId: actor.userId,
      note,
      noteAudience: options.noteAudience,
      at,
    });
    const termsNote = termsChangeNote(row, options.locumTerms);
    if (termsNote)
      await repository.addEvent({
        opportunityId: row.id,
        status: to,
        actorKind: actor.kind,
        actorUserId: actor.userId,
        note: termsNote,
        at,
      });
    const organisation = await createOrganisationsRepository({ db: tx }).findById(row.organisationId);
    const candidates = await candidateRecipient({ db: tx }, row.candidateUserId);
    const parties = { role: roleName(row.role), organisationName: organisation?.name ?? 'the organisation' };
    const notices = progressNotices(to, parties);
    await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
      kind: 'opportunity_progress',
      ...notices.organisation,
      link: paths.platform.employerOpportunities,
    });
    await notify({ ...deps, db: tx }, candidates, {
      kind: 'opportunity_progress',
      ...notices.candidate,
      link:
        row.startedBy === 'candidate'
          ? paths.platform.candidateApplications
          : paths.platform.candidateOpportunities,
    });
    if (to === 'placed')
      await notify({ ...deps, db: tx }, candidates, {
        kind: 'placement_check',
        title: 'Do you want employers to keep finding you?',
        body: `Now that you are placed with ${parties.organisationName}, we have taken your profile out of employer search. Tell us whether to show it again (and when you are available from), or keep it out of search: your tier and availability stay yours to change.`,
        link: paths.platform.candidate,
      });
  });
}
