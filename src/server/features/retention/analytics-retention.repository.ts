import { inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { analyticsClickEvents, analyticsPageViews, analyticsSalts, analyticsSessions } from '../../db/schema';

const deleteBatchSize = 5000;

/** Any salt of a day already over goes too: the ingest deletes those, this catches a day without visits. */
export function createAnalyticsRetentionRepository({ db }: { db: Database }) {
  async function deleteInBatches(
    table: PgTable,
    key: PgColumn,
    time: PgColumn,
    cutoff: Date,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = db.select({ key }).from(table).where(lt(time, cutoff)).limit(deleteBatchSize);
      const deleted = await db.delete(table).where(inArray(key, batch)).returning({ one: sql<number>`1` });
      total += deleted.length;
      if (deleted.length < deleteBatchSize) return total;
    }
  }

  return {
    pageViewsBefore: (cutoff: Date) =>
      deleteInBatches(analyticsPageViews, analyticsPageViews.id, analyticsPageViews.occurredAt, cutoff),
    clicksBefore: (cutoff: Date) =>
      deleteInBatches(analyticsClickEvents, analyticsClickEvents.id, analyticsClickEvents.occurredAt, cutoff),
    /** A visit goes once it started before the cutoff (its one indexed time, analytics-schema.ts). */
    sessionsBefore: (cutoff: Date) =>
      deleteInBatches(analyticsSessions, analyticsSessions.sessionId, analyticsSessions.startedAt, cutoff),
    async saltsBefore(day: string): Promise<number> {
      const deleted = await db
        .delete(analyticsSalts)
        .where(lt(analyticsSalts.day, day))
        .returning({ one: sql<number>`1` });
      return deleted.length;
    },
  };
}
