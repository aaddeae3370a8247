import { z } from 'zod';
import { multiLineText } from '../validation/text';
import { applicationLimits, applicationMessages } from './application.constants';
import { candidateOpportunitySchema, employerOpportunitySchema } from './opportunity.schemas';
import { vacancyPayBases, vacancyStatuses } from './vacancy.constants';
import { publicJobSchema } from './vacancy.public.schemas';

export * from './application.constants';

/**
 * While a vacancy's early access lasts: the day it opens to everyone, whether this reader may apply,
 * and what they are told (so the pages show it without the rule's code).
 */
export const earlyAccessSchema = z
  .object({ opensToEveryoneOn: z.string(), canApplyNow: z.boolean(), note: z.string() })
  .nullable();

/** Applications (docs/product/jobs.md#applications): the requests and answers of /api/…/applications. */

const trimmed = (value: string) => value.trim();

export const applySchema = z.strictObject({
  vacancyId: z.uuid(),
  /** Plain text, shown as text to the organisation. */
  coverNote: multiLineText()
    .max(applicationLimits.coverNoteMax, applicationMessages.coverNoteTooLong)
    .transform(trimmed)
    .default(''),
});
export type ApplyInput = z.input<typeof applySchema>;

/** The job as the candidate is about to apply: what applying shares, and whether they already have. */
export const applyPreviewSchema = z.object({
  job: publicJobSchema,
  /** As the consent receipt will list it: the CV only while the candidate consents to CV sharing. */
  sharedFields: z.array(z.string()),
  cvIncluded: z.boolean(),
  /** Their application for this vacancy, if they have made one. */
  applicationId: z.string().nullable(),
  registrationComplete: z.boolean(),
  earlyAccess: earlyAccessSchema,
});
export type ApplyPreview = z.infer<typeof applyPreviewSchema>;

const { declineReason: _declineReason, ...candidateFields } = candidateOpportunitySchema.shape;
/** The candidate's view: no fee, and never the organisation's reason for declining. */
export const candidateApplicationSchema = z.object({
  ...candidateFields,
  vacancyId: z.string().nullable(),
  jobTitle: z.string(),
  /**
   * The pay as the job advertised it (a band or a day rate); the terms' own amount is the band's top,
   * which the fee is reckoned on. Null once the vacancy is gone.
   */
  advertisedPay: z
    .object({ basis: z.enum(vacancyPayBases), minPounds: z.number(), maxPounds: z.number().nullable() })
    .nullable(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;
export const candidateApplicationsResponseSchema = z.object({
  applications: z.array(candidateApplicationSchema),
});

export const applicantsResponseSchema = z.object({
  vacancy: z.object({ id: z.string(), title: z.string(), status: z.enum(vacancyStatuses) }),
  /** Each applicant with exactly what their application shares, newest first. */
  applicants: z.array(employerOpportunitySchema),
});
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

export const shortlistSchema = z.strictObject({ shortlisted: z.boolean() });

export const declineApplicationSchema = z.strictObject({
  reason: multiLineText({ error: applicationMessages.declineReasonRequired })
    .max(applicationLimits.declineReasonMax, applicationMessages.declineReasonTooLong)
    .transform(trimmed)
    .refine((value) => value.length > 0, applicationMessages.declineReasonRequired),
});
