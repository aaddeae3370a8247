import { desc, eq } from 'drizzle-orm';
import { communityLimits } from '../../../shared/community/community-rules';
import type { Database } from '../../db/database';
import { communityPosts, postComments, userProfiles, userReputation } from '../../db/schema';

/** The Community Pulse: what the read cache keeps besides listing pages. */
export function createStatsRepository({ db }: { db: Database }) {
  return {
    /** Published posts and comments, members, and the top contributors by karma then posts. */
    async stats() {
      const [posts, comments, members, top] = await Promise.all([
        db.$count(communityPosts, eq(communityPosts.status, 'published')),
        db.$count(postComments, eq(postComments.status, 'published')),
        db.$count(userProfiles),
        db
          .select({
            userId: userReputation.userId,
            fullName: userProfiles.fullName,
            karmaPoints: userReputation.karmaPoints,
            postsCreated: userReputation.postsCreated,
          })
          .from(userReputation)
          .innerJoin(userProfiles, eq(userProfiles.userId, userReputation.userId))
          .orderBy(desc(userReputation.karmaPoints), desc(userReputation.postsCreated), userProfiles.fullName)
          .limit(communityLimits.topContributorsFetched),
      ]);
      return { posts, comments, members, top };
    },
  };
}
