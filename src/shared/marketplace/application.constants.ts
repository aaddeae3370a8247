import { paths } from '../routing/paths';
import type { OpportunityStatus } from './opportunity.constants';

/**
 * Applications: a candidate applies to an open vacancy in one step, which is their approval of it
 * (docs/product/jobs.md#applications). Limits, messages and the stages in words, without zod: the pages
 * that only show an application load this, not the schemas (application.schemas.ts re-exports it).
 */

export const applicationLimits = {
  coverNoteMax: 1000,
  declineReasonMax: 500,
  /** Applications a candidate may send in a day. */
  perDay: 20,
} as const;

export const applicationMessages = {
  coverNoteTooLong: 'Your cover note can be up to 1,000 characters',
  consentRequired:
    'To apply, please give your recruitment representation consent: open your candidate area, agree to it in the window that asks for it, then apply again.',
  registrationRequired:
    'Please complete your professional profile (your role and where you can work) before applying.',
  alreadyApplied:
    'You have already applied for this job. You can follow your application in My applications.',
  tooMany: 'You have sent a lot of applications today. Please try again tomorrow.',
  notFound: 'This application no longer exists. Please refresh and try again.',
  wrongStage: 'This application cannot be changed at this stage. Please refresh and try again.',
  introductionAlreadyAsked: 'You have already asked our team to introduce this professional.',
  introductionNotAsked:
    'The organisation has not asked for an introduction to this applicant yet. Please wait until they do.',
  declineReasonRequired: 'Please say why you are declining (the professional does not see your reason)',
  declineReasonTooLong: 'Your reason can be up to 500 characters',
  /** What the professional reads of a declined application: the organisation's reason stays with it. */
  declinedForCandidate:
    'Thank you for applying. The organisation has decided not to take your application further this time.',
  /** The organisation's timeline records its request (the professional's timeline does not show it). */
  introductionAskedNote: 'Asked our team to introduce the professional.',
  withdrawnForCandidate: 'You withdrew this application. The organisation no longer sees your details.',
} as const;

/** The stage of an application as its candidate reads it. */
export const candidateStageLabels: Record<OpportunityStatus, string> = {
  sent: 'Applied',
  approved: 'Applied',
  declined: 'Not taken further',
  expired: 'Closed',
  withdrawn: 'Withdrawn',
  introduced: 'Introduced',
  interviewing: 'Interviewing',
  placed: 'Placed',
  closed: 'Closed',
};

/** The stage of an applicant as the organisation reads it (its own marks come first). */
export function applicantStageLabel(
  status: OpportunityStatus,
  marks: { shortlisted: boolean; introductionRequestedAt: string | null },
): string {
  if (status === 'approved') {
    if (marks.introductionRequestedAt) return 'Introduction requested';
    return marks.shortlisted ? 'Shortlisted' : 'New';
  }
  if (status === 'declined') return 'Declined';
  return status === 'withdrawn' ? 'Withdrawn by the professional' : candidateStageLabels[status];
}

/** Where an organisation reviews a vacancy's applicants (inside the employer's vacancy pages). */
export const applicantsPath = (vacancyId: string) =>
  `${paths.platform.employerVacancies}/${vacancyId}/applicants`;
/** Where a candidate applies to a vacancy. */
export const applyPath = (vacancyId: string) => `${paths.platform.candidateApply}/${vacancyId}`;
