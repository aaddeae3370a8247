import { createHmac } from 'node:crypto';
import { normaliseEmail } from '../../shared/accounts/account.schemas';
import type { SignInThrottleRepository } from './sign-in-throttle.repository';

const minute = 60_000;

/** Per account, as many NHS sites share one public address (docs/product/accounts.md#sign-in-limits). */
export const signInThrottleRules = {
  freeFailures: 5,
  quietMs: 15 * minute,
  firstLockMs: minute,
  maxLockMs: 15 * minute,
} as const;

/** How long the account is locked after this many failures in a run (null: not locked). */
export function lockAfterFailures(failures: number, rules = signInThrottleRules): number | null {
  if (failures < rules.freeFailures) return null;
  const doublings = failures - rules.freeFailures;
  return Math.min(rules.maxLockMs, rules.firstLockMs * 2 ** Math.min(doublings, 20));
}

/** The same whether or not an account has the address, so limits never reveal which addresses exist. */
export function accountKeyFor(email: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`account:${normaliseEmail(email)}`)
    .digest('base64url');
}

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createSignInThrottle(deps: {
  repository: SignInThrottleRepository;
  secret: string;
  now: () => Date;
}) {
  return {
    async begin(email: string): Promise<SignInAttempt> {
      const at = deps.now();
      const record = await deps.repository.beginAttempt(
        accountKeyFor(email, deps.secret),
        at,
        signInThrottleRules.quietMs,
        lockAfterFailures,
      );
      if (!record.lockedUntil) return { allowed: true };
      const retryAfterSeconds = Math.max(1, Math.ceil((record.lockedUntil.getTime() - at.getTime()) / 1000));
      return { allowed: false, retryAfterSeconds };
    },
    /** The password was right (signed in, or a second factor or e-mail verification is next). */
    async succeeded(email: string): Promise<void> {
      await deps.repository.clear(accountKeyFor(email, deps.secret));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
