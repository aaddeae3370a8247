import type { SecurityEventsRepository } from '../audit/security-events.repository';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { mailsPerAddress } from './auth-rate-limits';
import { accountKeyFor } from './sign-in-throttle';

export type MailKind = Parameters<typeof mailsPerAddress>[0];

/**
 * Over the limit the mail is simply not sent, and the request is answered as if it had been, so nothing
 * tells who has an account (docs/product/accounts.md#e-mail-limits).
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
