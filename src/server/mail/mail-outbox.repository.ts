import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;

/** A row a worker leased; only the holder of that `attempts` count may record the outcome. */
export type ClaimedMail = MailOutboxRow;

/** `db` may be a transaction: Drizzle gives it the same query API. */
export function createMailOutboxRepository({ db }: { db: Database }) {
  async function insert(row: NewMailOutboxRow): Promise<void> {
    await db.insert(mailOutbox).values(row);
  }

  async function insertMany(rows: readonly NewMailOutboxRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(mailOutbox).values([...rows]);
  }

  /** Skips rows another process has locked; a row whose lease ran out (its worker died) is due again. */
  async function claimDue(options: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
    const { now, limit, leaseMs } = options;
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            or(
              eq(mailOutbox.status, 'pending'),
              and(
                eq(mailOutbox.status, 'sending'),
                or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
              ),
            ),
            lte(mailOutbox.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          status: 'sending',
          lockedUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Matches only while we still hold the lease; false means another worker took the row over. */
  function heldBy(claim: Pick<ClaimedMail, 'id' | 'attempts'>) {
    return and(
      eq(mailOutbox.id, claim.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, claim.attempts),
    );
  }

  async function markSent(claim: ClaimedMail, at: Date): Promise<boolean> {
    const rows = await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
      .where(heldBy(claim))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  async function scheduleRetry(claim: ClaimedMail, retry: { at: Date; error: string }): Promise<boolean> {
    const rows = await db
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: retry.at, lockedUntil: null, lastError: retry.error })
      .where(heldBy(claim))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  /** Keeps the row as a dead letter: never retried, there for an operator to inspect. */
  async function markDead(claim: ClaimedMail, error: string): Promise<boolean> {
    const rows = await db
      .update(mailOutbox)
      .set({ status: 'dead', lockedUntil: null, lastError: error })
      .where(heldBy(claim))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  return { insert, insertMany, claimDue, markSent, scheduleRetry, markDead };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
