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

function rulesFor(kind: 'search' | 'profile', limits: BrowseLimits): RateLimitRule[] {
  return [
    { bucket: `employer:${kind}:minute`, max: limits.perMinute, windowMs: minute },
    { bucket: `employer:${kind}:day`, max: limits.perDay, windowMs: day },
  ].filter((rule) => rule.max > 0);
}

/** Per person, so colleagues of one organisation do not share the limits. */
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
