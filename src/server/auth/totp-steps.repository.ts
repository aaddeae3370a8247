import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { totpLastSteps } from '../db/schema';

export function createTotpStepsRepository({ db }: { db: Database }) {
  return {
    /** One statement, so two requests with the same code cannot both claim it. */
    async claim(userId: string, step: number): Promise<boolean> {
      const claimed = await db
        .insert(totpLastSteps)
        .values({ userId, lastStep: step })
        .onConflictDoUpdate({
          target: totpLastSteps.userId,
          set: { lastStep: step, updatedAt: sql`now()` },
          setWhere: sql`${totpLastSteps.lastStep} < ${step}`,
        })
        .returning({ userId: totpLastSteps.userId });
      return claimed.length > 0;
    },
  };
}

export type TotpStepsRepository = ReturnType<typeof createTotpStepsRepository>;
