import { eq } from 'drizzle-orm';
import type { AccountAnalyticsChoice } from '../../../shared/accounts/analytics-choice.constants';
import type { Database } from '../../db/database';
import { userProfiles } from '../../db/schema';

/** user_profiles.analytics_choice: the member's analytics choice, kept on the account (decision 027). */
export function createAnalyticsChoiceRepository({ db }: { db: Database }) {
  return {
    async setChoice(userId: string, choice: AccountAnalyticsChoice, at: Date) {
      const [row] = await db
        .update(userProfiles)
        .set({ analyticsChoice: choice, analyticsChoiceAt: at, updatedAt: at })
        .where(eq(userProfiles.userId, userId))
        .returning({ analyticsChoice: userProfiles.analyticsChoice });
      return row?.analyticsChoice ?? undefined;
    },
  };
}
