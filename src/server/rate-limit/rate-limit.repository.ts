import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { RateLimitRule } from './rate-limit-rule';

export interface RateLimitAttempt extends RateLimitRule {
  clientKey: string;
  at: Date;
}

/** Decided by the database function of migration 0018 in one statement, under an advisory lock. */
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
