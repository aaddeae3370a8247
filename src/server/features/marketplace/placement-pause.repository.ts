import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { candidateProfiles } from '../../db/schema';

/** A placed candidate leaves employer search until they say whether to stay findable. */
export function createPlacementPauseRepository({ db }: { db: Database }) {
  return {
    async pause(candidateUserId: string, opportunityId: string, at: Date) {
      await db
        .update(candidateProfiles)
        .set({
          hiddenFromSearchAt: at,
          placementQuestionAt: at,
          placementQuestionOpportunityId: opportunityId,
          updatedAt: at,
        })
        .where(eq(candidateProfiles.userId, candidateUserId));
    },
  };
}
