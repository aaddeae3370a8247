import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { analyticsClickEvents, analyticsPageViews, analyticsSessions } from '../../db/schema';

/** The analytics tables have no foreign key to cascade; part of the erasure's transaction. */
export function createAnalyticsErasureRepository({ db }: { db: Database }) {
  return {
    async forgetUser(userId: string): Promise<void> {
      await db.update(analyticsPageViews).set({ userId: null }).where(eq(analyticsPageViews.userId, userId));
      await db
        .update(analyticsClickEvents)
        .set({ userId: null })
        .where(eq(analyticsClickEvents.userId, userId));
      await db.update(analyticsSessions).set({ userId: null }).where(eq(analyticsSessions.userId, userId));
    },
  };
}
