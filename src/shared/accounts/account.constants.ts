/** Without zod: pages that only show or apply these load this, not the schemas. */

/** Texts shown to users as is, used by the forms and by the API alike. */
export const accountMessages = {
  fillAllFields: 'Please fill in all fields',
  fillAllCandidateFields: 'Please fill in all fields including mobile phone and postcode',
  invalidPostcode: 'Please enter a valid UK postcode',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  acceptTerms: 'Please accept the Terms of Use and Privacy Policy',
  selfSignUpRoleOnly: 'Only candidate or employer may self-register',
  invalidEmail: 'Please enter a valid email address',
  enterEmail: 'Please enter your email address',
  checkEmail: 'Please check your email to verify your account.',
  pendingApprovalTitle: 'Account Pending Approval',
  pendingApprovalText: "Your account is under review. You'll receive an email when approved.",
  sessionExpired: 'Session expired due to inactivity',
  invalidResetLink: 'Invalid or expired reset link. Please request a new password reset.',
  accountDeleted: 'Your account has been deleted successfully.',
} as const;

export const postcodeMinLength = 3;
export const postcodeMaxLength = 8;
export const fullNameMaxLength = 120;
export const emailMaxLength = 254;

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Upper-cases and limits a postcode as the input does. */
export function normalisePostcode(value: string): string {
  return value.toUpperCase().slice(0, postcodeMaxLength);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
