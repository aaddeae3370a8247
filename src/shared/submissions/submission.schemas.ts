import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/text';

/** Spec §5 and §8 texts for the contact and recruitment forms, shared by the forms and the API. */
export const submissionMessages = {
  requiredFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  nameTooShort: 'Name must be at least 2 characters',
  messageTooShort: 'Message must be at least 10 characters',
  descriptionTooLong: 'Description must be 1000 characters or fewer',
  consentRequiredTitle: 'Consent Required',
  consentRequired: 'Please accept the privacy policy and terms of service to continue.',
  flaggedTitle: 'Submission Flagged',
  flagged: 'Please contact us directly if this is legitimate.',
  tooManyTitle: 'Too Many Submissions',
  tooMany: 'Please wait before submitting again.',
  contactFailed: (message: string) => `Problem sending your message: ${message}. Please try again.`,
  recruitmentFailed: 'There was an error submitting your form. Please try again.',
} as const;

export const consultationTypes = [
  'digital-transformation',
  'workforce-development',
  'strategic-consulting',
  'recruitment-solutions',
  'other',
] as const;
export type ConsultationType = (typeof consultationTypes)[number];

export const consultationTypeLabels: Record<ConsultationType, string> = {
  'digital-transformation': 'Digital Transformation',
  'workforce-development': 'Workforce Development',
  'strategic-consulting': 'Strategic Consulting',
  'recruitment-solutions': 'Recruitment Solutions',
  other: 'Other',
};

/** The counter shows N/500 but the spec sets no hard cap; the server caps far above it against abuse. */
export const contactMessageCounterLimit = 500;
export const contactMessageHardLimit = 5000;
export const recruitmentDescriptionLimit = 1000;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const mailableEmail = z.email();
/** The spec's simple pattern, and an address the mailer accepts (the confirmation goes to it). */
const isEmail = (value: string) => emailPattern.test(value) && mailableEmail.safeParse(value).success;
/** At least 10 of digits, spaces, dashes or parentheses, with an optional leading plus (spec §5). */
const phonePattern = /^\+?[\d\s\-()]{10,}$/;

/** Spam words of the contact form (spec §5): a match is flagged and not stored. */
export const contactSpamWords = ['crypto', 'bitcoin', 'loan', 'casino', 'viagra'] as const;

export function contactSpamWord(...texts: string[]): string | undefined {
  const haystack = texts.join(' ').toLowerCase();
  return contactSpamWords.find((word) => haystack.includes(word));
}

/** Suspicious patterns of the recruitment form (spec §5): logged, never blocking. */
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

/** Share of name, e-mail and message filled, 0–100 (spec §5: submit needs at least 60). */
export function contactProgress(input: { name: string; email: string; message: string }): number {
  const filled = [input.name, input.email, input.message].filter((value) => value.trim() !== '').length;
  return Math.round((filled / 3) * 100);
}

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
  // Salary and employment type belong to employers only (spec §3).
  .transform((input) =>
    input.submissionType === 'employer'
      ? input
      : { ...input, salary: '', employmentType: 'substantive' as const },
  );
export type RecruitmentSubmissionInput = z.input<typeof recruitmentSubmissionSchema>;

/** Spec §9 rate limits per client and form. */
export const submissionRateLimits = {
  contact: { max: 3, windowMinutes: 60 },
  recruitment: { max: 3, windowMinutes: 60 },
  default: { max: 2, windowMinutes: 60, blockMinutes: 60 },
} as const;
