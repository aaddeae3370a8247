import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/text';
import {
  consultationTypes,
  contactMessageHardLimit,
  recruitmentDescriptionLimit,
  submissionMessages,
} from './submission.constants';

export {
  type ConsultationType,
  consultationTypeLabels,
  consultationTypes,
  contactMessageCounterLimit,
  contactMessageHardLimit,
  contactProgress,
  recruitmentDescriptionLimit,
  submissionMessages,
} from './submission.constants';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const mailableEmail = z.email();
/** A deliberately simple pattern, and an address the mailer accepts (the confirmation goes to it). */
const isEmail = (value: string) => emailPattern.test(value) && mailableEmail.safeParse(value).success;
/** At least 10 of digits, spaces, dashes or parentheses, with an optional leading plus. */
const phonePattern = /^\+?[\d\s\-()]{10,}$/;

export const contactSpamWords = ['crypto', 'bitcoin', 'loan', 'casino', 'viagra'] as const;

export function contactSpamWord(...texts: string[]): string | undefined {
  const haystack = texts.join(' ').toLowerCase();
  return contactSpamWords.find((word) => haystack.includes(word));
}

export const recruitmentSuspiciousPatterns: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'urgency', pattern: /\b(urgent|asap)\b/i },
  { name: 'dollar_amount', pattern: /\$\s?\d/ },
  { name: 'money', pattern: /\b(loan|money|cash)\b/i },
  { name: 'click_here', pattern: /click here/i },
  { name: 'gambling', pattern: /\b(casino|lottery)\b/i },
];

export function suspiciousPatternsIn(...texts: string[]): string[] {
  const haystack = texts.join('\n');
  return recruitmentSuspiciousPatterns
    .filter(({ pattern }) => pattern.test(haystack))
    .map(({ name }) => name);
}

const text = (max: number) => singleLineText().max(max).default('');
const paragraphs = (max: number, tooLong?: string) => multiLineText().max(max, tooLong).default('');

export const contactSubmissionSchema = z
  .strictObject({
    name: text(120),
    email: text(254),
    phone: text(40),
    organisation: text(200),
    message: paragraphs(contactMessageHardLimit),
    consultationType: z.enum(consultationTypes).default('other'),
  })
  .superRefine((input, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!input.name.trim() || !input.email.trim() || !input.message.trim()) {
      return fail(submissionMessages.requiredFields, 'form');
    }
    if (!isEmail(input.email.trim())) return fail(submissionMessages.invalidEmail, 'email');
    if (input.phone.trim() && !phonePattern.test(input.phone.trim()))
      return fail(submissionMessages.invalidPhone, 'phone');
    if (input.name.trim().length < 2) return fail(submissionMessages.nameTooShort, 'name');
    if (input.message.trim().length < 10) return fail(submissionMessages.messageTooShort, 'message');
  });
export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;

export const recruitmentSubmissionTypes = ['employer', 'candidate'] as const;
export const employmentTypes = ['substantive', 'sessional'] as const;

export const recruitmentSubmissionSchema = z
  .strictObject({
    submissionType: z.enum(recruitmentSubmissionTypes),
    name: text(120),
    email: text(254),
    phone: text(40),
    organisation: text(200),
    role: text(120),
    description: paragraphs(recruitmentDescriptionLimit, submissionMessages.descriptionTooLong),
    location: text(120),
    salary: text(120),
    employmentType: z.enum(employmentTypes).default('substantive'),
    acceptPrivacy: z.boolean().default(false),
    acceptTerms: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    const required = [
      input.name,
      input.email,
      input.phone,
      input.organisation,
      input.role,
      input.description,
      input.location,
    ];
    if (required.some((value) => value.trim() === '')) return fail(submissionMessages.requiredFields, 'form');
    if (!isEmail(input.email.trim())) return fail(submissionMessages.invalidEmail, 'email');
    if (!phonePattern.test(input.phone.trim())) return fail(submissionMessages.invalidPhone, 'phone');
    if (!input.acceptPrivacy || !input.acceptTerms)
      return fail(submissionMessages.consentRequired, 'consent');
  })
  // Salary and employment type belong to employers only.
  .transform((input) =>
    input.submissionType === 'employer'
      ? input
      : { ...input, salary: '', employmentType: 'substantive' as const },
  );
export type RecruitmentSubmissionInput = z.input<typeof recruitmentSubmissionSchema>;

/** The same key again on a retried attempt, so the retry cannot store or mail a second copy. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z.uuid({ message: 'Idempotency-Key must be a UUID' });

export const submissionRateLimits = {
  contact: { max: 3, windowMinutes: 60 },
  recruitment: { max: 3, windowMinutes: 60 },
  default: { max: 2, windowMinutes: 60, blockMinutes: 60 },
} as const;
