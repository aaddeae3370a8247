import { consentVersion } from '../../../shared/accounts/consents';
import {
  type ApplyPreview,
  applicantsPath,
  applicationLimits,
  applicationMessages,
  type CandidateApplication,
} from '../../../shared/marketplace/application.schemas';
import { earlyAccessFor, earlyAccessMessages } from '../../../shared/marketplace/early-access';
import { sharedFieldsFor } from '../../../shared/marketplace/opportunity.schemas';
import { successFee } from '../../../shared/marketplace/success-fee';
import { AppError, RateLimitedError } from '../../errors/app-error';
import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { createApplicationsRepository } from './applications.repository';
import { termsOfVacancy } from './applications.terms';
import { notify } from './notifications.service';
import {
  candidateCoreOf,
  candidateVacancyLinks,
  type OpportunityDeps,
  organisationRecipients,
  roleName,
} from './opportunities.core';
import { createOpportunitiesRepository } from './opportunities.repository';
import { listedJob, presentJob } from './vacancies.public.service';

export interface ApplicationDeps extends OpportunityDeps {
  rateLimiter: RateLimiter;
}

export const applicationErrors = {
  consentRequired: () => new AppError(403, 'CONSENT_REQUIRED', applicationMessages.consentRequired),
  registrationRequired: () =>
    new AppError(409, 'REGISTRATION_REQUIRED', applicationMessages.registrationRequired),
  alreadyApplied: () => new AppError(409, 'ALREADY_APPLIED', applicationMessages.alreadyApplied),
  notFound: () => new AppError(404, 'NOT_FOUND', applicationMessages.notFound),
  wrongStage: () => new AppError(409, 'WRONG_STAGE', applicationMessages.wrongStage),
  introductionAlreadyAsked: () =>
    new AppError(409, 'INTRODUCTION_ALREADY_REQUESTED', applicationMessages.introductionAlreadyAsked),
  earlyAccessOnly: (opensToEveryoneOn: string) =>
    new AppError(403, 'EARLY_ACCESS_ONLY', earlyAccessMessages.refused(opensToEveryoneOn)),
};

/** Per candidate, whichever device they apply from. */
export const applicationsPerDay: RateLimitRule = {
  bucket: 'candidate:apply:day',
  max: applicationLimits.perDay,
  windowMs: 24 * 60 * 60 * 1000,
};

/** The job as the candidate is about to apply: the same refusals as the board for a job it would not show. */
export async function applyPreview(
  deps: OpportunityDeps,
  candidateUserId: string,
  vacancyId: string,
): Promise<ApplyPreview> {
  const row = await listedJob(deps, vacancyId);
  const applications = createApplicationsRepository(deps);
  const cvIncluded = await createOpportunitiesRepository(deps).cvSharingConsent(candidateUserId);
  const now = deps.now();
  return {
    job: presentJob(row, null, now),
    earlyAccess: earlyAccessFor(
      row.vacancy.publishedAt,
      now,
      await applications.earlyAccessStanding(candidateUserId),
    ),
    sharedFields: sharedFieldsFor({ cvSharing: cvIncluded }),
    cvIncluded,
    applicationId: await applications.existing(vacancyId, candidateUserId),
    registrationComplete: await applications.registrationComplete(candidateUserId),
  };
}

/** Checked before the rate limit, so a refused attempt is not counted as an application. */
async function checkApplicant(deps: OpportunityDeps, candidateUserId: string, vacancyId: string) {
  const applications = createApplicationsRepository(deps);
  const applicant = await applications.applicantLocked(candidateUserId);
  if (!applicant?.recruitmentConsent) throw applicationErrors.consentRequired();
  if (!(await applications.registrationComplete(candidateUserId)))
    throw applicationErrors.registrationRequired();
  const listed = await listedJob(deps, vacancyId);
  if (await applications.existing(vacancyId, candidateUserId)) throw applicationErrors.alreadyApplied();
  // Exclusive opportunity access (docs/product/matching.md#exclusive-opportunity-access).
  const early = earlyAccessFor(
    listed.vacancy.publishedAt,
    deps.now(),
    await applications.earlyAccessStanding(candidateUserId),
  );
  if (early && !early.canApplyNow) throw applicationErrors.earlyAccessOnly(early.opensToEveryoneOn);
  return { listed, applicant };
}

/**
 * Applying is the candidate's approval (docs/product/jobs.md#applications): the opportunity starts
 * approved, with its consent receipt, so the organisation sees at once what was shared.
 */
export async function apply(
  deps: ApplicationDeps,
  candidateUserId: string,
  input: { vacancyId: string; coverNote: string },
): Promise<CandidateApplication> {
  await checkApplicant(deps, candidateUserId, input.vacancyId);
  const decision = await deps.rateLimiter.consume(applicationsPerDay, `user:${candidateUserId}`);
  if (!decision.allowed) throw new RateLimitedError(applicationMessages.tooMany, decision.retryAfterSeconds);
  const at = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    // Again inside the transaction, with the profile locked: the vacancy or the consent may have changed.
    const { listed, applicant } = await checkApplicant({ ...deps, db: tx }, candidateUserId, input.vacancyId);
    const { vacancy, organisationName } = listed;
    const terms = termsOfVacancy(vacancy);
    const fee = successFee(terms);
    const repository = createOpportunitiesRepository({ db: tx });
    const row = await repository.create({
      organisationId: vacancy.organisationId,
      candidateUserId,
      createdBy: candidateUserId,
      vacancyId: vacancy.id,
      startedBy: 'candidate',
      ...terms,
      message: input.coverNote,
      status: 'approved',
      feeRate: fee.rate,
      feePence: fee.feePence,
      // Only an unanswered opportunity expires; an application is answered by being made.
      expiresAt: at,
      createdAt: at,
      updatedAt: at,
    });
    if (!row) throw applicationErrors.alreadyApplied();
    await repository.createReceipt({
      opportunityId: row.id,
      candidateUserId,
      organisationId: vacancy.organisationId,
      organisationName,
      role: vacancy.role,
      sharedFields: sharedFieldsFor({ cvSharing: applicant.cvSharingConsent }),
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
    // Never the professional's name: a notification outlasts the application.
    await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, vacancy.organisationId), {
      kind: 'application_received',
      title: `New application: ${vacancy.title}`,
      body: `A professional applied for your ${roleName(vacancy.role)} vacancy "${vacancy.title}". What they shared and their cover note are on the vacancy's applicants page.`,
      link: applicantsPath(vacancy.id),
    });
    return row.id;
  });
  const created = (await candidateApplications(deps, candidateUserId)).applications.find(
    (application) => application.id === id,
  );
  if (!created) throw new Error('application vanished after it was made');
  return created;
}

/** Newest first, with the stage and the timeline as the candidate may read them (never a fee). */
export async function candidateApplications(deps: OpportunityDeps, candidateUserId: string) {
  const at = deps.now();
  const rows = await createApplicationsRepository(deps).ofCandidate(candidateUserId);
  const opportunities = createOpportunitiesRepository(deps);
  const timelines = await opportunities.timelines(rows.map((row) => row.opportunity.id));
  const vacancyOf = await candidateVacancyLinks(
    opportunities,
    rows.map((row) => row.opportunity.vacancyId),
  );
  const applications: CandidateApplication[] = rows.map((row) => {
    return {
      ...candidateCoreOf(row, timelines, at, vacancyOf),
      vacancyId: row.opportunity.vacancyId,
      jobTitle: row.jobTitle ?? roleName(row.opportunity.role),
      advertisedPay:
        row.payBasis && row.payMinPounds !== null
          ? { basis: row.payBasis, minPounds: row.payMinPounds, maxPounds: row.payMaxPounds }
          : null,
    };
  });
  return { applications };
}
