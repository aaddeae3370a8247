import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * The NOTIFY channel on which every server process hears that sessions of a user have ended
 * (payload: the user id). Each process then checks the sessions of that user's open event streams.
 */
export const sessionsEndedChannel = 'sessions_ended';

/** Announces ended sessions to every server process sharing the database (decision 040). */
export function createSessionEndsRepository({ db }: { db: Database }) {
  return {
    /**
     * One notification per user of the `ended` sessions. Call it with the deleting transaction, if
     * there is one: PostgreSQL delivers the notification only once, and only if, it commits, so a
     * process that hears it reads the sessions gone.
     */
    async announce(ended: Iterable<{ userId: string }>): Promise<void> {
      for (const userId of new Set(Array.from(ended, (row) => row.userId))) {
        await db.execute(sql`select pg_notify(${sessionsEndedChannel}, ${userId})`);
      }
    },
  };
}
