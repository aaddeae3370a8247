import type { RateLimitRule } from '../rate-limit/rate-limit-rule';

const minutes = (count: number) => count * 60_000;

/**
 * Many NHS sites share one public address behind NAT, so the per-address sign-in limit is generous:
 * guessing one account's password is limited per account instead (sign-in-throttle.ts).
 */
export const authRateLimits = {
  signIn: { bucket: 'auth:sign-in', max: 100, windowMs: minutes(15), blockMs: minutes(15) },
  signUp: { bucket: 'auth:sign-up', max: 5, windowMs: minutes(60) },
  mailRequest: { bucket: 'auth:mail-request', max: 10, windowMs: minutes(60) },
  resetPassword: { bucket: 'auth:reset-password', max: 10, windowMs: minutes(60) },
  twoFactor: { bucket: 'auth:two-factor', max: 10, windowMs: minutes(15), blockMs: minutes(15) },
  passwordCheck: { bucket: 'auth:password-check', max: 60, windowMs: minutes(10) },
} satisfies Record<string, RateLimitRule>;

/** Keyed by an HMAC of the address, whoever asks: no mail bombing. */
export const mailsPerAddress = (kind: 'verify-email' | 'reset-password'): RateLimitRule => ({
  bucket: `mail:${kind}`,
  max: 3,
  windowMs: minutes(60),
});

export const rateLimitMessage = 'Security limit reached. Please wait before trying again.';
