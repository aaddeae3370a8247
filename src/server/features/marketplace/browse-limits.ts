import { searchMessages } from '../../../shared/marketplace/search.schemas';
import { RateLimitedError } from '../../errors/app-error';
import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';
import type { RateLimiter } from '../../rate-limit/rate-limiter';

const minute = 60_000;
const day = 24 * 60 * minute;

/** What an employer may do how often; 0 turns a limit off. */
export interface BrowseLimits {
  perMinute: number;
  perDay: number;
}

/** The rules for one kind of browsing (`search` or `profile`), the limits that are on. */
function rulesFor(kind: 'search' | 'profile', limits: BrowseLimits): RateLimitRule[] {
  return [
    { bucket: `employer:${kind}:minute`, max: limits.perMinute, windowMs: minute },
    { bucket: `employer:${kind}:day`, max: limits.perDay, windowMs: day },
  ].filter((rule) => rule.max > 0);
}

/**
 * Counts one search or profile view of an employer against the per-minute and per-day limits, and
 * refuses (429) when one is used up. Per person, so colleagues of one organisation do not share them.
 */
export async function enforceBrowseLimit(
  rateLimiter: RateLimiter,
  limits: BrowseLimits,
  kind: 'search' | 'profile',
  userId: string,
) {
  for (const rule of rulesFor(kind, limits)) {
    const decision = await rateLimiter.consume(rule, `user:${userId}`);
    if (!decision.allowed) throw new RateLimitedError(searchMessages.tooFast, decision.retryAfterSeconds);
  }
}
