import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userProfiles } from '../db/schema';

export function createProfileNameRepository({ db }: { db: Database }) {
  return {
    async set(userId: string, fullName: string): Promise<void> {
      await db
        .update(userProfiles)
        .set({ fullName, updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
    },
  };
}
