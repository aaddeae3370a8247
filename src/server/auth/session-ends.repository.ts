import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Payload: the user id; each process then checks that user's open event streams (decision 040). */
export const sessionsEndedChannel = 'sessions_ended';

export function createSessionEndsRepository({ db }: { db: Database }) {
  return {
    /** With the deleting transaction, if any: a process that hears it then reads the sessions gone. */
    async announce(ended: Iterable<{ userId: string }>): Promise<void> {
      for (const userId of new Set(Array.from(ended, (row) => row.userId))) {
        await db.execute(sql`select pg_notify(${sessionsEndedChannel}, ${userId})`);
      }
    },
  };
}
