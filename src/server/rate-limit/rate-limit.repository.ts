import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { RateLimitRule } from './rate-limit-rule';

/** One decision's question: may `clientKey` act once more under `rule` at `at`? */
export interface RateLimitAttempt extends RateLimitRule {
  clientKey: string;
  at: Date;
}

/**
 * The rate limiter's counts (`rate_limit_hits`) and blocks (`rate_limit_blocks`), decided by the
 * database function of migration 0018 in one statement: under an advisory lock on (bucket, client),
 * a block still running refuses; otherwise hits before the window are forgotten, and the action is
 * counted if fewer than `max` are left, or refused (and blocked, with `blockMs`).
 */
export function createRateLimitRepository({ db }: { db: Database }) {
  return {
    /** Undefined when the action is admitted and counted; else when the refusal ends. */
    async consume(attempt: RateLimitAttempt): Promise<Date | undefined> {
      const decision = sql`rate_limit_consume(${attempt.bucket}, ${attempt.clientKey},
        ${attempt.at.toISOString()}::timestamptz, ${attempt.max}::integer, ${attempt.windowMs}::bigint,
        ${attempt.blockMs || null}::bigint)`;
      const [row] = await db
        .select({
          refusedUntilMs: sql<number | null>`(extract(epoch from ${decision}) * 1000)::float8`,
        })
        .from(sql`(select 1) as once`);
      return row?.refusedUntilMs == null ? undefined : new Date(row.refusedUntilMs);
    },
  };
}
