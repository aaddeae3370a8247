/** Without zod: the public pages render the forms from these and load the schemas only to send. */

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

/** The counter shows N/500 but that is no hard cap; the server caps far above it against abuse. */
export const contactMessageCounterLimit = 500;
export const contactMessageHardLimit = 5000;
export const recruitmentDescriptionLimit = 1000;

/** Share of name, e-mail and message filled, 0–100 (submit needs at least 60). */
export function contactProgress(input: { name: string; email: string; message: string }): number {
  const filled = [input.name, input.email, input.message].filter((value) => value.trim() !== '').length;
  return Math.round((filled / 3) * 100);
}
