import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** One decision's question: may `clientKey` act once more in `bucket` at `at`? */
export interface RateLimitAttempt {
  bucket: string;
  clientKey: string;
  at: Date;
  max: number;
  windowMs: number;
  /** After going over, the client is refused for this long; without it, until its oldest hit leaves the window. */
  blockMs?: number;
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
      const refusedUntilMs = row?.refusedUntilMs;
      return refusedUntilMs === null || refusedUntilMs === undefined
        ? undefined
        : new Date(Number(refusedUntilMs));
    },
  };
}
