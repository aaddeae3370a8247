import { eq, sql } from 'drizzle-orm';
import type { MatchDigestFrequency } from '../../../shared/marketplace/matching.constants';
import type { Database } from '../../db/database';
import { candidateProfiles, notificationEmailOptOuts, user } from '../../db/schema';

/** The e-mail choices of matching: the job seeker's digest frequency, and e-mail opt-outs by kind. */
export function createMatchPreferencesRepository({ db }: { db: Database }) {
  return {
    /** Undefined for an account without a candidate profile. */
    async matchDigestOf(userId: string): Promise<MatchDigestFrequency | undefined> {
      const [row] = await db
        .select({ matchDigest: candidateProfiles.matchDigest })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, userId));
      return row?.matchDigest;
    },

    /** Answers false when the account has no candidate profile to hold it. */
    async setMatchDigest(userId: string, matchDigest: MatchDigestFrequency) {
      const rows = await db
        .update(candidateProfiles)
        .set({ matchDigest })
        .where(eq(candidateProfiles.userId, userId))
        .returning({ userId: candidateProfiles.userId });
      return rows.length > 0;
    },

    /** Turns one kind's e-mail off; nothing for an account that no longer exists, nothing twice. */
    async optOutOfEmail(userId: string, kind: string) {
      await db.execute(sql`insert into ${notificationEmailOptOuts} (user_id, kind)
        select ${user.id}, ${kind} from ${user} where ${user.id} = ${userId}
        on conflict do nothing`);
    },
  };
}
