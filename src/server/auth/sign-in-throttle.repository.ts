import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signInFailures } from '../db/schema';

export interface SignInAttemptRecord {
  /** Attempts counted in the current run of failures, this one included. */
  failures: number;
  /** Set when earlier failures locked the account: this attempt was not counted and must be refused. */
  lockedUntil: Date | null;
}

export function createSignInThrottleRepository({ db }: { db: Database }) {
  return {
    /**
     * Counted before its outcome is known, so parallel guesses all count; under an advisory lock on the
     * key, so two processes cannot both take the last attempt.
     */
    async beginAttempt(
      accountKey: string,
      at: Date,
      quietMs: number,
      lockFor: (failures: number) => number | null,
    ): Promise<SignInAttemptRecord> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sign-in'), hashtext(${accountKey}))`);
        const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.accountKey, accountKey));
        if (row?.lockedUntil && row.lockedUntil > at) {
          return { failures: row.failures, lockedUntil: row.lockedUntil };
        }
        const freshRun = !row || at.getTime() - row.lastFailureAt.getTime() > quietMs;
        const failures = freshRun ? 1 : row.failures + 1;
        const lockMs = lockFor(failures);
        const values = {
          failures,
          firstFailureAt: freshRun ? at : row.firstFailureAt,
          lastFailureAt: at,
          lockedUntil: lockMs === null ? null : new Date(at.getTime() + lockMs),
        };
        await tx
          .insert(signInFailures)
          .values({ accountKey, ...values })
          .onConflictDoUpdate({ target: signInFailures.accountKey, set: values });
        return { failures, lockedUntil: null };
      });
    },
    async clear(accountKey: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
    },
  };
}

export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;
