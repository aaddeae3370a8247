import type { Database } from '../../db/database';
import { candidateProfileViews } from '../../db/schema';

/** Profile views counted once per organisation, candidate and day (docs/product/marketplace.md#profile-views). */
export function createProfileViewsRepository({ db }: { db: Database }) {
  return {
    /** True the first time this organisation opens this candidate's profile on `day` (YYYY-MM-DD). */
    async countOnce(organisationId: string, candidateUserId: string, day: string): Promise<boolean> {
      const rows = await db
        .insert(candidateProfileViews)
        .values({ organisationId, candidateUserId, day })
        .onConflictDoNothing()
        .returning({ day: candidateProfileViews.day });
      return rows.length > 0;
    },
  };
}
