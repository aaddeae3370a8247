import type { z } from 'zod';
import {
  authChangeEmailBody,
  authChangePasswordBody,
  authEmptyBody,
  authGetSessionQuery,
  authNoQuery,
  authPasswordOnlyBody,
  authRequestPasswordResetBody,
  authResetLinkQuery,
  authResetPasswordBody,
  authSendVerificationEmailBody,
  authSignInBody,
  authUpdateUserBody,
  authVerifyBackupCodeBody,
  authVerifyEmailQuery,
  authVerifyTotpBody,
} from '../../shared/accounts/auth-request.schemas';
import type { RateLimitRule } from '../rate-limit/rate-limit-rule';
import { authRateLimits } from './auth-rate-limits';

/** Deny by default: only these of better-auth's endpoints are forwarded, each checked by its schema. */
export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** better-auth's path below /api/auth; a `:name` segment matches any one segment. */
  path: string;
  query: z.ZodType;
  /** POST only; a missing body counts as `{}`. */
  body?: z.ZodType;
  limit?: RateLimitRule;
  /** Endpoints that ignore the session (sign-in, reset by e-mailed token) are always open. */
  duringTwoFactorEnrolment?: boolean;
  usesSession: boolean;
}

const post = (path: string, body: z.ZodType, options: Partial<AuthEndpoint> = {}): AuthEndpoint => ({
  method: 'POST',
  path,
  query: authNoQuery,
  body,
  usesSession: true,
  ...options,
});

export const authEndpoints: readonly AuthEndpoint[] = [
  post('/sign-in/email', authSignInBody, { limit: authRateLimits.signIn, usesSession: false }),
  post('/sign-out', authEmptyBody, { duringTwoFactorEnrolment: true }),
  {
    method: 'GET',
    path: '/get-session',
    query: authGetSessionQuery,
    usesSession: true,
    duringTwoFactorEnrolment: true,
  },
  post('/request-password-reset', authRequestPasswordResetBody, {
    limit: authRateLimits.mailRequest,
    usesSession: false,
  }),
  { method: 'GET', path: '/reset-password/:token', query: authResetLinkQuery, usesSession: false },
  post('/reset-password', authResetPasswordBody, { limit: authRateLimits.resetPassword, usesSession: false }),
  post('/send-verification-email', authSendVerificationEmailBody, { limit: authRateLimits.mailRequest }),
  { method: 'GET', path: '/verify-email', query: authVerifyEmailQuery, usesSession: false },
  post('/change-password', authChangePasswordBody),
  // Sends a link to the new address; the address changes only when it is followed.
  post('/change-email', authChangeEmailBody, { limit: authRateLimits.mailRequest }),
  post('/update-user', authUpdateUserBody),
  post('/two-factor/enable', authPasswordOnlyBody, { duringTwoFactorEnrolment: true }),
  post('/two-factor/verify-totp', authVerifyTotpBody, {
    limit: authRateLimits.twoFactor,
    duringTwoFactorEnrolment: true,
  }),
  post('/two-factor/verify-backup-code', authVerifyBackupCodeBody, { limit: authRateLimits.twoFactor }),
];

export function findAuthEndpoint(method: string, subPath: string): AuthEndpoint | undefined {
  const lookup = method === 'HEAD' ? 'GET' : method;
  const segments = subPath.split('/');
  return authEndpoints.find((endpoint) => {
    if (endpoint.method !== lookup) return false;
    const pattern = endpoint.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every(
        (part, index) => part === segments[index] || (part.startsWith(':') && segments[index] !== ''),
      )
    );
  });
}
