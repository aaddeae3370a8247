import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userProfiles } from '../../db/schema';

export function createToursRepository({ db }: { db: Database }) {
  return {
    /** One UPDATE adding or removing one key, so two tours finished at once both stay recorded. */
    async setTourCompletion(userId: string, tourName: string, completed: boolean, at: Date) {
      const column = userProfiles.onboardingToursCompleted;
      const next = completed
        ? sql`${column} || jsonb_build_object(${tourName}::text, true)`
        : sql`${column} - ${tourName}::text`;
      const [row] = await db
        .update(userProfiles)
        .set({ onboardingToursCompleted: next, updatedAt: at })
        .where(eq(userProfiles.userId, userId))
        .returning({ onboardingToursCompleted: column });
      return row?.onboardingToursCompleted;
    },
  };
}
