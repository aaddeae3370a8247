import { z } from 'zod';
import { personName } from '../validation/names';
import { singleLineText } from '../validation/text';
import { accountMessages, emailMaxLength, emailPattern, fullNameMaxLength } from './account.schemas';
import { passwordMaxLength } from './password-rules';

/**
 * Checked before better-auth sees the request (decision 006): a wrong type, an unknown field or an
 * oversized value is a 400 with our error body.
 */

const line = (max: number) => singleLineText().max(max);

const email = line(emailMaxLength);
const password = line(passwordMaxLength);
/** An in-app path for better-auth's redirects: relative, one leading slash (no `//host`). */
const appPath = line(512).regex(/^\/(?![/\\])/, 'must be a path on this site');

export const authSignInBody = z.strictObject({
  email: email.refine((value) => value.trim() !== '', accountMessages.fillAllFields),
  password: password.refine((value) => value !== '', accountMessages.fillAllFields),
  rememberMe: z.boolean().optional(),
  callbackURL: appPath.optional(),
});

export const authEmptyBody = z.strictObject({});

const emailToWrite = email
  .refine((value) => value.trim() !== '', accountMessages.enterEmail)
  .refine((value) => value.trim() === '' || emailPattern.test(value.trim()), accountMessages.invalidEmail);

export const authRequestPasswordResetBody = z.strictObject({
  email: emailToWrite,
  redirectTo: appPath.optional(),
});

export const authSendVerificationEmailBody = z.strictObject({
  email: emailToWrite,
  callbackURL: appPath.optional(),
});

/** A new sign-in address: a link to it must be followed before it replaces the current one. */
export const authChangeEmailBody = z.strictObject({
  newEmail: emailToWrite,
  callbackURL: appPath.optional(),
});

export const authResetPasswordBody = z.strictObject({
  newPassword: password,
  token: line(256).min(1, accountMessages.invalidResetLink),
});

export const authChangePasswordBody = z.strictObject({
  currentPassword: password,
  newPassword: password,
  /** Accepted for the client's sake; the server revokes every other session whatever it says. */
  revokeOtherSessions: z.boolean().optional(),
});

export const authUpdateUserBody = z.strictObject({
  name: personName({ max: fullNameMaxLength, required: 'Please enter your name' }),
});

export const authPasswordOnlyBody = z.strictObject({ password });

export const totpCodePattern = /^\d{6}$/;
export const totpCodeMessage = 'Enter the 6-digit code from your authenticator app';

// No `trustDevice`: an admin gives the second factor at every sign-in.
export const authVerifyTotpBody = z.strictObject({
  code: z.string().regex(totpCodePattern, totpCodeMessage),
});

export const authVerifyBackupCodeBody = z.strictObject({
  code: line(64).min(1, 'Enter a recovery code'),
});

export const authGetSessionQuery = z.strictObject({
  disableCookieCache: z.enum(['true', 'false']).optional(),
  disableRefresh: z.enum(['true', 'false']).optional(),
});

export const authVerifyEmailQuery = z.strictObject({
  token: line(4096).min(1),
  callbackURL: appPath.optional(),
});

export const authResetLinkQuery = z.strictObject({ callbackURL: appPath });

export const authNoQuery = z.strictObject({});
