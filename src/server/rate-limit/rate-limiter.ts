import type { Database } from '../db/database';
import { createRateLimitRepository } from './rate-limit.repository';
import type { RateLimitRule } from './rate-limit-rule';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiterDeps {
  db: Database;
  now?: () => Date;
}

/**
 * In the database, so the limit holds across processes and restarts; one statement under an advisory
 * lock (migration 0018), so two processes cannot both admit the last action. A failure throws: callers
 * refuse rather than let it through.
 */
export function createRateLimiter({ db, now = () => new Date() }: RateLimiterDeps) {
  const repository = createRateLimitRepository({ db });
  async function consume(rule: RateLimitRule, clientKey: string): Promise<RateLimitDecision> {
    const at = now();
    const refusedUntil = await repository.consume({ ...rule, clientKey, at });
    return refusedUntil ? refuse(refusedUntil, at) : ({ allowed: true } as const);
  }

  return { consume };
}

function refuse(until: Date, at: Date): RateLimitDecision {
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
