import type { SecurityEventsRepository } from '../audit/security-events.repository';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { mailsPerAddress } from './auth-rate-limits';
import { accountKeyFor } from './sign-in-throttle';

export type MailKind = Parameters<typeof mailsPerAddress>[0];

/**
 * Whether an account e-mail (verification link, reset link) may go to an address now: at most 3 of a
 * kind per address per hour, whoever asks, so nobody can mail-bomb an address. Over the limit the mail is
 * simply not sent; the request is answered as if it had been, so nothing tells who has an account.
 */
export function createMailLimiter(deps: {
  rateLimiter: RateLimiter;
  secret: string;
  events: SecurityEventsRepository;
}) {
  return async function mayEmail(kind: MailKind, email: string): Promise<boolean> {
    const key = `address:${accountKeyFor(email, deps.secret)}`;
    const decision = await deps.rateLimiter.consume(mailsPerAddress(kind), key);
    if (!decision.allowed) {
      await deps.events.record({ eventType: 'mail_throttled', severity: 'medium', details: { kind } });
    }
    return decision.allowed;
  };
}

export type MailLimiter = ReturnType<typeof createMailLimiter>;
