import { locationRequired } from '../../../shared/candidates/completion';
import { documentTypes, effectiveDocumentStatus } from '../../../shared/candidates/uploads';
import {
  type EmployerOpportunity,
  employerMoves,
  type NoteAudience,
  type OpportunityForm,
  type OpportunityStatus,
  opportunityAnswerDays,
  type RevealedCandidate,
} from '../../../shared/marketplace/opportunity.schemas';
import type { AnonymisedCandidate } from '../../../shared/marketplace/search.schemas';
import { successFee } from '../../../shared/marketplace/success-fee';
import { paths } from '../../../shared/routing/paths';
import { ukDate, ukLongDate } from '../../../shared/validation/uk-day';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { createFilesRepository } from '../../storage/files.repository';
import { applicationFactsOf, applicationTitles } from './applications.presenter';
import { createApprovalsRepository } from './approvals.repository';
import { createCandidateReferencesRepository } from './candidate-references.repository';
import { notify } from './notifications.service';
import {
  approvalEndedFor,
  candidateRecipient,
  coreOf,
  dayMs,
  effectiveStatus,
  isRevealing,
  moveOpportunity,
  type OpportunityDeps,
  opportunityErrors,
  roleName,
} from './opportunities.core';
import { createOpportunitiesRepository, type OpportunityRow } from './opportunities.repository';
import { feeBasisOf, locumTermsColumns } from './opportunity-fees';
import { presentAnonymised } from './search.presenter';
import { createSearchRepository } from './search.repository';
import { type Searcher, visibleByReference } from './search.service';
import { createVacanciesRepository } from './vacancies.repository';

/**
 * An opportunity may be linked to one of the sender's organisation's open or paused vacancies
 * (docs/product/jobs.md#linking-an-opportunity-to-a-vacancy); another organisation's is not found.
 */
async function checkLinkableVacancy(deps: { db: Database }, organisationId: string, vacancyId: string) {
  const vacancy = await createVacanciesRepository(deps).findForLink(organisationId, vacancyId);
  if (!vacancy) throw opportunityErrors.vacancyNotFound();
  if (vacancy.status !== 'open' && vacancy.status !== 'paused') throw opportunityErrors.vacancyNotLinkable();
}

export async function sendOpportunity(
  deps: OpportunityDeps,
  searcher: Searcher,
  employerId: string,
  form: OpportunityForm,
) {
  const at = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const visible = await visibleByReference({ db: tx }, searcher, form.candidateReference);
    if (!visible) throw opportunityErrors.candidateNotFound();
    if (form.vacancyId) await checkLinkableVacancy({ db: tx }, searcher.organisationId, form.vacancyId);
    const fee = successFee(form);
    const row = await createOpportunitiesRepository({ db: tx }).create({
      organisationId: searcher.organisationId,
      candidateUserId: visible.userId,
      createdBy: employerId,
      vacancyId: form.vacancyId,
      role: form.role,
      location: form.location,
      employmentType: form.employmentType,
      payBasis: form.payBasis,
      payAmountPence: form.payAmountPence,
      hours: form.hours,
      ...locumTermsColumns(form.locumTerms),
      startDate: form.startDate,
      message: form.message,
      feeRate: fee.rate,
      feePence: fee.feePence,
      expiresAt: new Date(at.getTime() + opportunityAnswerDays * dayMs),
      createdAt: at,
      updatedAt: at,
    });
    if (!row) throw opportunityErrors.alreadyOpen();
    const answerBy = ukLongDate(row.expiresAt);
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
      body: `${searcher.organisationName} would like to talk to you about a ${form.employmentType} ${roleName(form.role)} role in ${form.location}. Your details stay private unless you approve it; please answer by ${answerBy}.`,
      link: paths.platform.candidateOpportunities,
    });
    return row.id;
  });
  return employerOpportunity(deps, searcher, id);
}

export async function presentForEmployer(
  deps: OpportunityDeps,
  searcher: Searcher,
  rows: readonly OpportunityRow[],
): Promise<EmployerOpportunity[]> {
  const at = deps.now();
  const repository = createOpportunitiesRepository(deps);
  const search = createSearchRepository(deps);
  const timelines = await repository.timelines(rows.map((row) => row.id));
  const references = createCandidateReferencesRepository(deps);
  const withdrawn = await createApprovalsRepository(deps).withdrawnAmong(rows.map((row) => row.id));
  const linked = await repository.linkedVacancies(rows.map((row) => row.vacancyId));
  const titles = await applicationTitles(deps, rows);
  const result: EmployerOpportunity[] = [];
  for (const row of rows) {
    const status = effectiveStatus(row, at);
    const receiptWithdrawn = withdrawn.has(row.id);
    // Once an approval that showed the candidate's name has ended, the opportunity keeps no handle
    // on them: their reference for this organisation was retired with it.
    const visible =
      approvalEndedFor(row, status) || receiptWithdrawn
        ? undefined
        : await search.findVisibleUser(row.candidateUserId, {
            origin: searcher.location,
            radiusKm: null,
            organisationOdsCode: searcher.odsCode,
          });
    let candidate: AnonymisedCandidate | null = null;
    if (visible)
      [candidate = null] = presentAnonymised(
        [visible],
        await references.issue(searcher.organisationId, [visible.userId]),
      );
    const vacancy = linked.find(
      (found) => found.id === row.vacancyId && found.organisationId === row.organisationId,
    );
    result.push({
      ...coreOf(row, timelines, at, 'employer'),
      vacancy: vacancy ? { id: vacancy.id, title: vacancy.title } : null,
      candidate,
      revealed: isRevealing(status) && !receiptWithdrawn ? await revealedDetails(deps, row) : null,
      application: applicationFactsOf(row, titles),
      feeBasis: feeBasisOf(row),
      placedFeePence: row.placedFeePence,
    });
  }
  return result;
}

/**
 * The CV only while the candidate consents to CV sharing, read now
 * (docs/product/marketplace.md#cv-sharing); compliance documents without their files.
 */
async function revealedDetails(
  deps: { db: Database; now: () => Date },
  row: OpportunityRow,
): Promise<RevealedCandidate | null> {
  const repository = createOpportunitiesRepository(deps);
  const details = await repository.candidateDetails(row.candidateUserId);
  if (!details) return null;
  const cvFileId = details.cvSharingConsent ? await repository.latestCvFileId(row.candidateUserId) : null;
  const base = `/api/employer/opportunities/${row.id}/files`;
  return {
    fullName: details.fullName,
    email: details.contactEmail ?? details.email,
    phone: details.phone,
    postcode: details.postcode === locationRequired ? null : details.postcode,
    photoUrl: details.photoFileId ? `${base}/photo` : null,
    cvUrl: cvFileId ? `${base}/cv` : null,
    videoUrl: details.videoFileId ? `${base}/video` : null,
    documents: await complianceDocuments(deps, row.candidateUserId),
  };
}

async function complianceDocuments(deps: { db: Database; now: () => Date }, candidateUserId: string) {
  const today = ukDate(deps.now());
  const rows = await createOpportunitiesRepository(deps).complianceDocuments(candidateUserId);
  return rows
    .flatMap((document) => {
      const type = documentTypes.find((known) => known === document.type);
      return type
        ? [{ type, status: effectiveDocumentStatus(document, today), expiryDate: document.expiryDate }]
        : [];
    })
    .sort((a, b) => documentTypes.indexOf(a.type) - documentTypes.indexOf(b.type));
}

const cvNotShared = () =>
  new AppError(403, 'CV_NOT_SHARED', 'The professional has not agreed to share their CV with employers.');

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

/**
 * A photo, CV or video of the candidate, only while their approval of this opportunity is live; the
 * CV only while they consent to CV sharing.
 */
export async function revealedFile(
  deps: OpportunityDeps,
  searcher: Searcher,
  id: string,
  kind: 'photo' | 'cv' | 'video',
) {
  const row = await ownedOpportunity(deps, searcher, id);
  if (!isRevealing(effectiveStatus(row, deps.now()))) throw opportunityErrors.notFound();
  if ((await createApprovalsRepository(deps).withdrawnAmong([row.id])).size > 0)
    throw opportunityErrors.notFound();
  const repository = createOpportunitiesRepository(deps);
  const details = await repository.candidateDetails(row.candidateUserId);
  if (kind === 'cv' && !details?.cvSharingConsent) throw cvNotShared();
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
export async function employerMove(
  deps: OpportunityDeps,
  searcher: Searcher,
  employerId: string,
  id: string,
  to: OpportunityStatus,
  note: string | null,
  noteAudience: NoteAudience,
) {
  if (!employerMoves.includes(to)) throw opportunityErrors.wrongStatus();
  const row = await ownedOpportunity(deps, searcher, id);
  await moveOpportunity(deps, row, to, { kind: 'employer', userId: employerId }, note, { noteAudience });
  return employerOpportunity(deps, searcher, id);
}
