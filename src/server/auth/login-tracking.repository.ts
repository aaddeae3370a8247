import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userLoginTracking } from '../db/schema';

export function createLoginTrackingRepository({ db }: { db: Database }) {
  return {
    async countSignIn(userId: string, at: Date) {
      await db
        .insert(userLoginTracking)
        .values({ userId, loginCount: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: userLoginTracking.userId,
          set: { loginCount: sql`${userLoginTracking.loginCount} + 1`, updatedAt: at },
        });
    },
  };
}
