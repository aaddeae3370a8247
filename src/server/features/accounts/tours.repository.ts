import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userProfiles } from '../../db/schema';

/** user_profiles.onboarding_tours_completed: one jsonb map of tour name → true per user. */
export function createToursRepository({ db }: { db: Database }) {
  return {
    /**
     * Marks one tour finished or not. One UPDATE that adds (`||`) or removes (`-`) a single key, so
     * two tours finished at the same moment both stay recorded (no read-modify-write race).
     * Undefined when the user has no profile.
     */
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
