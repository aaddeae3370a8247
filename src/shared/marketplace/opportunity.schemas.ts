import { z } from 'zod';
import { documentStatuses, documentTypes } from '../candidates/uploads';
import { isArrsRoleId } from '../content/arrs-roles';
import { isoDate } from '../validation/dates';
import { multiLineText, singleLineText } from '../validation/text';
import { locumTermsSchema, payTermsIssues } from './locum-terms.schemas';
import {
  noteAudiences,
  opportunityActorKinds,
  opportunityEmploymentTypes,
  opportunityStatuses,
  payBases,
  sentEmploymentTypes,
} from './opportunity.constants';
import { anonymisedCandidateSchema } from './search.schemas';

export {
  employerMoves,
  type NoteAudience,
  noteAudienceLabels,
  noteAudiences,
  type OpportunityActorKind,
  type OpportunityEmploymentType,
  type OpportunityStarter,
  type OpportunityStatus,
  opportunityActorKinds,
  opportunityEmploymentTypes,
  opportunityStarters,
  opportunityStatuses,
  opportunityStatusLabels,
  type PayBasis,
  payBases,
  payBasisLabels,
  pipelineMoves,
  revealingStatuses,
  sentEmploymentTypes,
  withdrawableStatuses,
} from './opportunity.constants';

/**
 * Opportunities: a verified employer expresses interest in a candidate with a concrete
 * offer; the provider represents the candidate, who approves or declines each one. Only an approval
 * — live, not withdrawn — lets that organisation see who the candidate is, for that opportunity.
 */

export const opportunityMessages = {
  unknownRole: 'Please choose a role from the list',
  locationRequired: 'Please enter where the work is',
  payRequired: 'Please enter the salary or day rate',
  payRange: 'Please enter an amount between £1 and £1,000,000',
  employmentTypeRequired: 'Please choose permanent or locum',
  hoursRequired: 'Please enter the sessions or hours',
  startDateRequired: 'Please enter a start date',
  messageTooLong: 'Your message can be up to 2,000 characters',
  alreadyOpen: 'You already have an open opportunity with this professional. Please wait for their answer.',
  notFound: 'This opportunity no longer exists. Please refresh and try again.',
  notPending: 'This opportunity has already been answered.',
  notApproved: 'Only an approved opportunity can be withdrawn.',
  wrongStatus: 'This opportunity cannot move to that stage now. Please refresh and try again.',
  declineReasonTooLong: 'Your reason can be up to 500 characters',
  feeNoteRequired: 'Please add a note explaining the adjustment',
  vacancyNotFound: 'This vacancy no longer exists. Please choose another, or send without one.',
  vacancyNotLinkable:
    'Only an open or paused vacancy can be linked. Please choose another, or send without one.',
} as const;

/**
 * Success fees, paid by employers only (never by candidates); a fixed term is employment for a set
 * period, charged as a permanent hire (docs/product/jobs.md#fees-on-applications).
 */
export const successFeeRates = { permanent: 0.09, locum: 0.14, fixed_term: 0.09 } as const;

/** An opportunity answers within this many days, or it expires. */
export const opportunityAnswerDays = 14;

export const formatPounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: pence % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

const requiredText = (max: number, message: string) =>
  singleLineText({ error: message })
    .max(max)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, message);

/** The opportunity's fields; opportunityFormSchema adds the rules between them. */
export const opportunityFieldsSchema = z.strictObject({
  candidateReference: z.uuid(),
  role: z
    .string({ error: opportunityMessages.unknownRole })
    .refine(isArrsRoleId, opportunityMessages.unknownRole),
  location: requiredText(160, opportunityMessages.locationRequired),
  employmentType: z.enum(sentEmploymentTypes, { error: opportunityMessages.employmentTypeRequired }),
  payBasis: z.enum(payBases, { error: opportunityMessages.payRequired }),
  /** In pence: £45,000.00 is 4_500_000. */
  payAmountPence: z
    .number({ error: opportunityMessages.payRequired })
    .int(opportunityMessages.payRange)
    .min(100, opportunityMessages.payRange)
    .max(100_000_000, opportunityMessages.payRange),
  hours: requiredText(120, opportunityMessages.hoursRequired),
  startDate: isoDate,
  message: multiLineText()
    .max(2000, opportunityMessages.messageTooLong)
    .transform((value) => value.trim()),
  /** Required for a locum on a day rate; refused for anything else. */
  locumTerms: locumTermsSchema.nullable().default(null),
  /**
   * One of the organisation's open or paused vacancies it is about (docs/product/jobs.md#linking-an-opportunity-to-a-vacancy).
   */
  vacancyId: z.uuid({ error: opportunityMessages.vacancyNotFound }).nullable().default(null),
});
export const opportunityFormSchema = opportunityFieldsSchema.superRefine((form, ctx) => {
  for (const issue of payTermsIssues(form)) ctx.addIssue({ code: 'custom', ...issue });
});
export type OpportunityFormInput = z.input<typeof opportunityFormSchema>;
export type OpportunityForm = z.output<typeof opportunityFormSchema>;

export const timelineEntrySchema = z.object({
  status: z.enum(opportunityStatuses),
  at: z.string(),
  /** Who moved it: 'employer', 'candidate', 'admin' or 'system' (never a person's name). */
  by: z.enum(opportunityActorKinds),
  note: z.string().nullable(),
  /** Who reads the note besides the team; null without a note. */
  noteAudience: z.enum(noteAudiences).nullable(),
});

/** What the candidate may see once they approve (their own details), and the employer then sees. */
export const revealedCandidateSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  postcode: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Only while the professional's consent to CV sharing stands. */
  cvUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** Their compliance documents' type, status and expiry: never a file. */
  documents: z.array(
    z.object({
      type: z.enum(documentTypes),
      status: z.enum(documentStatuses),
      expiryDate: z.string().nullable(),
    }),
  ),
});
export type RevealedCandidate = z.infer<typeof revealedCandidateSchema>;
/**
 * What an approval shares, as listed on the consent receipt: the CV only while the professional
 * consents to CV sharing (docs/product/marketplace.md#cv-sharing).
 */
export function sharedFieldsFor(consents: { cvSharing: boolean }): string[] {
  return [
    'full name',
    'email address',
    'phone number',
    'postcode',
    'photo',
    ...(consents.cvSharing ? ['CV'] : []),
    'video introduction',
    'compliance documents’ type, status and expiry date (not the files)',
  ];
}

/** Whether what is shared includes the CV, as the approval dialog and the apply page say it. */
export const cvSharingNotes = {
  included:
    'Your CV is included because you agreed to CV sharing with employers. If you withdraw that consent (Account settings, Consents), they can no longer download it.',
  notIncluded:
    'Your CV is not shared: you have not agreed to CV sharing with employers. You can give that consent at any time in Account settings, under Consents.',
} as const;

const opportunityCore = {
  id: z.string(),
  role: z.string(),
  location: z.string(),
  employmentType: z.enum(opportunityEmploymentTypes),
  payBasis: z.enum(payBases),
  payAmountPence: z.number(),
  hours: z.string(),
  /** A locum's terms on a day rate; null for a salary, and for a day rate sent before terms were asked. */
  locumTerms: z
    .object({
      daysPerWeek: z.number(),
      lengthWeeks: z.number().nullable(),
      expectedDays: z.number().nullable(),
    })
    .nullable(),
  startDate: z.string(),
  message: z.string(),
  status: z.enum(opportunityStatuses),
  feeRate: z.number(),
  feePence: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  timeline: z.array(timelineEntrySchema),
};

/** The vacancy an opportunity is linked to: its own organisation's, so the employer sees it whatever its status. */
const employerLinkedVacancySchema = z.object({ id: z.string(), title: z.string() });

/**
 * An application (an opportunity the candidate started by applying to a vacancy,
 * docs/product/jobs.md#applications): its vacancy, and the organisation's own marks on it.
 */
export const applicationFactsSchema = z.object({
  vacancyId: z.string().nullable(),
  jobTitle: z.string(),
  /** The organisation's own mark, never shown to the professional. */
  shortlisted: z.boolean(),
  introductionRequestedAt: z.string().nullable(),
});
export type ApplicationFacts = z.infer<typeof applicationFactsSchema>;

export const employerOpportunitySchema = z.object({
  ...opportunityCore,
  vacancy: employerLinkedVacancySchema.nullable(),
  /** Null for an opportunity the organisation sent; `message` is then theirs, else the cover note. */
  application: applicationFactsSchema.nullable(),
  candidate: anonymisedCandidateSchema.nullable(),
  /** Only while the candidate's approval of this opportunity is live. */
  revealed: revealedCandidateSchema.nullable(),
  /** How the fee is computed, e.g. '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914'. */
  feeBasis: z.string(),
  placedFeePence: z.number().nullable(),
});
export type EmployerOpportunity = z.infer<typeof employerOpportunitySchema>;
export const employerOpportunitiesResponseSchema = z.object({
  opportunities: z.array(employerOpportunitySchema),
});

/** Candidates are never charged: their view has no fee. */
const { feeRate: _feeRate, feePence: _feePence, ...candidateCore } = opportunityCore;
/** The job it is about, once that job has been public; never anything of a draft. */
const candidateLinkedVacancySchema = z.object({ id: z.string(), slug: z.string(), title: z.string() });

export const candidateOpportunitySchema = z.object({
  ...candidateCore,
  vacancy: candidateLinkedVacancySchema.nullable(),
  organisationName: z.string(),
  organisationType: z.string(),
  declineReason: z.string().nullable(),
  receiptId: z.string().nullable(),
});
export type CandidateOpportunity = z.infer<typeof candidateOpportunitySchema>;
export const candidateOpportunitiesResponseSchema = z.object({
  opportunities: z.array(candidateOpportunitySchema),
});

export const adminOpportunitySchema = z.object({
  ...opportunityCore,
  application: applicationFactsSchema.nullable(),
  organisationName: z.string(),
  /** Whom the team calls to introduce the professional: the contact the organisation registered. */
  organisationContact: z.object({ name: z.string(), jobTitle: z.string(), phone: z.string() }),
  /** The colleague who sent it; null once their account is deleted. */
  sentBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  candidateName: z.string(),
  /** The account's e-mail. */
  candidateEmail: z.string(),
  /** The e-mail the professional gave for employers, when it differs from the account's. */
  candidateContactEmail: z.string().nullable(),
  candidatePhone: z.string().nullable(),
  feeBasis: z.string(),
  placedFeePence: z.number().nullable(),
  feeNote: z.string().nullable(),
});
export type AdminOpportunity = z.infer<typeof adminOpportunitySchema>;
export const adminOpportunitiesResponseSchema = z.object({ opportunities: z.array(adminOpportunitySchema) });
export const adminOpportunitiesQuerySchema = z.strictObject({
  status: z.enum(opportunityStatuses).optional(),
});

export const opportunityIdParamsSchema = z.strictObject({ id: z.uuid() });
export const declineSchema = z.strictObject({
  reason: multiLineText()
    .max(500, opportunityMessages.declineReasonTooLong)
    .transform((value) => value.trim())
    .optional(),
});
export const moveSchema = z.strictObject({
  status: z.enum(opportunityStatuses),
  note: singleLineText()
    .max(500)
    .transform((value) => value.trim())
    .optional(),
  /** The safer audience unless the mover chooses both parties. */
  noteAudience: z.enum(noteAudiences).default('organisation'),
});
/** The team's move may confirm or correct a locum's terms as it records the placement. */
export const adminMoveSchema = moveSchema.extend({ locumTerms: locumTermsSchema.optional() });
export const feeAdjustmentSchema = z.strictObject({
  feePence: z.number().int().min(0).max(100_000_000),
  note: singleLineText({ error: opportunityMessages.feeNoteRequired })
    .max(500)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, opportunityMessages.feeNoteRequired),
});

export const consentReceiptSchema = z.object({
  id: z.string(),
  opportunityId: z.string(),
  organisationName: z.string(),
  role: z.string(),
  sharedFields: z.array(z.string()),
  consentVersion: z.string(),
  approvedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentReceipt = z.infer<typeof consentReceiptSchema>;
export const consentReceiptsResponseSchema = z.object({ receipts: z.array(consentReceiptSchema) });

// --- ARRS maximum reimbursable amounts (guidance, admin-editable) ---------------------------------

export const financialYearPattern = /^\d{4}\/\d{2}$/;
/** The NHS financial year (1 April – 31 March) of a date: 2026-11-25 → '2026/27'. */
export function financialYearOf(date: Date): string {
  const year = date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}
export const reimbursementRateSchema = z.object({
  role: z.string(),
  financialYear: z.string(),
  maxAnnualPence: z.number(),
  updatedAt: z.string(),
});
export type ReimbursementRate = z.infer<typeof reimbursementRateSchema>;
export const reimbursementRatesResponseSchema = z.object({
  financialYear: z.string(),
  rates: z.array(reimbursementRateSchema),
});
export const reimbursementRateUpdateSchema = z.strictObject({
  role: z.string().refine(isArrsRoleId, opportunityMessages.unknownRole),
  financialYear: z.string().regex(financialYearPattern, 'Please enter the financial year as 2026/27'),
  maxAnnualPence: z.number().int().min(0).max(100_000_000),
});

// --- In-app notifications ---------------------------------------------------------------------------

export const notificationKinds = [
  'opportunity_received',
  'opportunity_approved',
  'opportunity_declined',
  'opportunity_expired',
  'opportunity_withdrawn',
  'opportunity_progress',
  'introduction_needed',
  'organisation_change_review',
  'organisation_change_decided',
  'placement_check',
  'vacancy_closed',
  'vacancy_closing_tomorrow',
  'job_closed',
  'application_received',
  'application_declined',
  'vacancy_match',
  'saved_search_match',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationKindLabels: Record<NotificationKind, string> = {
  opportunity_received: 'A new opportunity for you',
  opportunity_approved: 'A professional approved your opportunity',
  opportunity_declined: 'A professional declined your opportunity',
  opportunity_expired: 'An opportunity expired without an answer',
  opportunity_withdrawn: 'A professional withdrew an approval',
  opportunity_progress: 'An opportunity moved to a new stage',
  introduction_needed: 'An approved opportunity needs an introduction (team)',
  organisation_change_review: 'An organisation’s new details need review (team)',
  organisation_change_decided: 'Our team reviewed your organisation’s new details',
  placement_check: 'After a placement: do you want employers to keep finding you?',
  vacancy_closed: 'One of your vacancies closed by itself (closing date passed, or verification withdrawn)',
  vacancy_closing_tomorrow: 'One of your vacancies closes tomorrow',
  job_closed: 'A job an opportunity of yours was about has closed',
  application_received: 'A professional applied for one of your vacancies',
  application_declined: 'An organisation did not take your application further',
  vacancy_match: 'New matching vacancies',
  saved_search_match: 'New professionals for your saved searches (a daily e-mail)',
};
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({
  unread: z.number(),
  notifications: z.array(notificationSchema),
});
export const markReadSchema = z.strictObject({ ids: z.array(z.uuid()).max(100).optional() });
