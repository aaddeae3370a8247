import { count, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

/** The queued statuses: the outbox's partial index covers exactly these, so the count stays cheap. */
const queuedStatuses = ['pending', 'sending'] as const;
export type QueuedMailStatus = (typeof queuedStatuses)[number];

export function createMetricsRepository({ db }: { db: Database }) {
  return {
    async queuedMail(): Promise<Record<QueuedMailStatus, number>> {
      const rows = await db
        .select({ status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, [...queuedStatuses]))
        .groupBy(mailOutbox.status);
      const counts: Record<QueuedMailStatus, number> = { pending: 0, sending: 0 };
      for (const row of rows)
        if (row.status === 'pending' || row.status === 'sending') counts[row.status] = row.n;
      return counts;
    },
  };
}
