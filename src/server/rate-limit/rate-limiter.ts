import type { Database } from '../db/database';
import { createRateLimitRepository } from './rate-limit.repository';

export interface RateLimitRule {
  /** What is being limited, e.g. 'form:contact' or 'report:not-found'. */
  bucket: string;
  max: number;
  windowMs: number;
  /** After going over the limit the client is refused for this long (by default 1 hour). */
  blockMs?: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiterDeps {
  db: Database;
  now?: () => Date;
}

/**
 * Counts actions per client in the database, so the limit holds across server processes and restarts.
 * Each decision runs in one transaction under an advisory lock on (bucket, client): two processes
 * cannot both admit the last allowed action. A failure throws: callers refuse rather than let it through.
 */
export function createRateLimiter({ db, now = () => new Date() }: RateLimiterDeps) {
  async function consume(rule: RateLimitRule, clientKey: string): Promise<RateLimitDecision> {
    return db.transaction(async (tx) => {
      const repository = createRateLimitRepository({ db: tx });
      await repository.lock(rule.bucket, clientKey);
      const at = now();
      const blockedUntil = await repository.blockedUntil(rule.bucket, clientKey, at);
      if (blockedUntil) return refuse(blockedUntil, at);

      const windowStart = new Date(at.getTime() - rule.windowMs);
      if ((await repository.countHitsSince(rule.bucket, clientKey, windowStart)) < rule.max) {
        await repository.addHit(rule.bucket, clientKey, at);
        return { allowed: true } as const;
      }
      if (rule.blockMs) {
        const until = new Date(at.getTime() + rule.blockMs);
        await repository.block(rule.bucket, clientKey, until);
        return refuse(until, at);
      }
      const oldest = await repository.oldestHit(rule.bucket, clientKey);
      return refuse(new Date((oldest ?? at).getTime() + rule.windowMs), at);
    });
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
