import type { RateLimitRule } from '../rate-limit/rate-limiter';

const minutes = (count: number) => count * 60_000;

/** Limits on the account endpoints, per client address, counted in the database (all processes). */
export const authRateLimits = {
  signIn: { bucket: 'auth:sign-in', max: 10, windowMs: minutes(15), blockMs: minutes(15) },
  signUp: { bucket: 'auth:sign-up', max: 5, windowMs: minutes(60) },
  resetRequest: { bucket: 'auth:reset-request', max: 5, windowMs: minutes(60) },
  resetPassword: { bucket: 'auth:reset-password', max: 10, windowMs: minutes(60) },
  twoFactor: { bucket: 'auth:two-factor', max: 10, windowMs: minutes(15), blockMs: minutes(15) },
  passwordCheck: { bucket: 'auth:password-check', max: 60, windowMs: minutes(10) },
} satisfies Record<string, RateLimitRule>;

export const rateLimitMessage = 'Security limit reached. Please wait before trying again.';
