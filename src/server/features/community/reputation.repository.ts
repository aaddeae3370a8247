import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userReputation } from '../../db/schema';

/** A member's standing in the forum (`user_reputation`, one row per member, made on first need). */
export function createReputationRepository({ db }: { db: Database }) {
  return {
    async countPost(userId: string) {
      await db
        .insert(userReputation)
        .values({ userId, postsCreated: 1 })
        .onConflictDoUpdate({
          target: userReputation.userId,
          set: { postsCreated: sql`${userReputation.postsCreated} + 1` },
        });
    },

    async addKarma(userId: string, points: number) {
      await db
        .insert(userReputation)
        .values({ userId, karmaPoints: points })
        .onConflictDoUpdate({
          target: userReputation.userId,
          set: { karmaPoints: sql`${userReputation.karmaPoints} + ${points}` },
        });
    },
  };
}
