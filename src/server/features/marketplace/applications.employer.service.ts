import {
  type ApplicantsResponse,
  applicationMessages,
} from '../../../shared/marketplace/application.schemas';
import { paths } from '../../../shared/routing/paths';
import type { Database } from '../../db/database';
import { applicationErrors } from './applications.candidate.service';
import { createApplicationsRepository } from './applications.repository';
import { createCandidateReferencesRepository } from './candidate-references.repository';
import { notify } from './notifications.service';
import {
  candidateRecipient,
  effectiveStatus,
  type OpportunityDeps,
  roleName,
  teamRecipients,
} from './opportunities.core';
import { employerOpportunity, presentForEmployer } from './opportunities.employer.service';
import { createOpportunitiesRepository } from './opportunities.repository';
import type { Searcher } from './search.service';
import { createVacanciesRepository } from './vacancies.repository';
import { vacancyErrors } from './vacancies.service';

/** The organisation's own application, or 404 as for anything of another organisation's. */
async function ownedApplication(deps: { db: Database }, searcher: Searcher, id: string) {
  const row = await createOpportunitiesRepository(deps).findById(id);
  if (!row || row.organisationId !== searcher.organisationId || row.startedBy !== 'candidate')
    throw applicationErrors.notFound();
  return row;
}

/** A vacancy's applicants, each with exactly what applying shared (while the application is live). */
export async function vacancyApplicants(
  deps: OpportunityDeps,
  searcher: Searcher,
  vacancyId: string,
): Promise<ApplicantsResponse> {
  const vacancy = await createVacanciesRepository(deps).find(searcher.organisationId, vacancyId);
  if (!vacancy) throw vacancyErrors.notFound();
  const rows = await createApplicationsRepository(deps).ofVacancy(searcher.organisationId, vacancyId);
  return {
    vacancy: { id: vacancy.id, title: vacancy.title, status: vacancy.status },
    applicants: await presentForEmployer(deps, searcher, rows),
  };
}

/** The organisation's own mark, silent and undoable; the professional never sees it. */
export async function shortlistApplication(
  deps: OpportunityDeps,
  searcher: Searcher,
  id: string,
  shortlisted: boolean,
) {
  const row = await ownedApplication(deps, searcher, id);
  const at = deps.now();
  const marked = await createApplicationsRepository(deps).setShortlisted(row.id, shortlisted ? at : null, at);
  if (!marked) throw applicationErrors.wrongStage();
  return employerOpportunity(deps, searcher, id);
}

/**
 * Declining ends the organisation's access as any ended approval does. The reason stays with the
 * organisation and our team; the professional reads a kind message (docs/product/jobs.md#declining).
 */
export async function declineApplication(
  deps: OpportunityDeps,
  searcher: Searcher,
  employerId: string,
  id: string,
  reason: string,
) {
  const row = await ownedApplication(deps, searcher, id);
  const at = deps.now();
  if (effectiveStatus(row, at) !== 'approved') throw applicationErrors.wrongStage();
  const titles = await createApplicationsRepository(deps).jobTitles(row.vacancyId ? [row.vacancyId] : []);
  const job = (row.vacancyId && titles.get(row.vacancyId)) || roleName(row.role);
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    const moved = await repository.move(row.id, ['approved'], 'declined', at);
    if (!moved) throw applicationErrors.wrongStage();
    await createCandidateReferencesRepository({ db: tx }).retire(row.organisationId, row.candidateUserId, at);
    await repository.addEvent({
      opportunityId: row.id,
      status: 'declined',
      actorKind: 'employer',
      actorUserId: employerId,
      note: reason,
      noteAudience: 'organisation',
      at,
    });
    await notify({ ...deps, db: tx }, await candidateRecipient({ db: tx }, row.candidateUserId), {
      kind: 'application_declined',
      title: `Your application for ${job} with ${searcher.organisationName}`,
      body: applicationMessages.declinedForCandidate,
      link: paths.platform.candidateApplications,
    });
    // The team was asked to introduce them: it need not any more (the same kind as the request).
    if (row.introductionRequestedAt)
      await notify({ ...deps, db: tx }, await teamRecipients({ db: tx }), {
        kind: 'introduction_needed',
        title: `No introduction needed: ${roleName(row.role)} with ${searcher.organisationName}`,
        body: `${searcher.organisationName} declined the applicant for "${job}" it had asked us to introduce. Please stop the introduction.`,
        link: paths.platform.adminOpportunities,
      });
  });
  return employerOpportunity(deps, searcher, id);
}

/** The organisation would like to meet the applicant: our team makes the introduction, as for any approval. */
export async function requestIntroduction(
  deps: OpportunityDeps,
  searcher: Searcher,
  employerId: string,
  id: string,
) {
  const row = await ownedApplication(deps, searcher, id);
  if (row.introductionRequestedAt) throw applicationErrors.introductionAlreadyAsked();
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const asked = await createApplicationsRepository({ db: tx }).requestIntroduction(row.id, at);
    if (!asked) throw applicationErrors.wrongStage();
    await createOpportunitiesRepository({ db: tx }).addEvent({
      opportunityId: row.id,
      status: 'approved',
      actorKind: 'employer',
      actorUserId: employerId,
      note: applicationMessages.introductionAskedNote,
      noteAudience: 'organisation',
      at,
    });
    await notify({ ...deps, db: tx }, await teamRecipients({ db: tx }), {
      kind: 'introduction_needed',
      title: `Introduction needed: ${roleName(row.role)} with ${searcher.organisationName}`,
      body: `${searcher.organisationName} would like to meet a professional who applied for their ${roleName(row.role)} vacancy. Please make the introduction.`,
      link: paths.platform.adminOpportunities,
    });
  });
  return employerOpportunity(deps, searcher, id);
}
