import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { VoteType } from '../../../shared/community/community.schemas';
import type { Database } from '../../db/database';
import { communityPosts, postComments, postVotes } from '../../db/schema';

export interface VoteTarget {
  kind: 'post' | 'comment';
  id: string;
}

/**
 * Call it with the transaction that locked the target (`lockPublished`, `lockPublishedOnPublishedPost`),
 * so the counters always equal the votes table.
 */
export function createVotesRepository({ db }: { db: Database }) {
  function mine(userId: string, target: VoteTarget) {
    const column = target.kind === 'post' ? postVotes.postId : postVotes.commentId;
    return and(isNotNull(column), eq(column, target.id), eq(postVotes.userId, userId));
  }

  return {
    async find(userId: string, target: VoteTarget) {
      const [row] = await db
        .select({ voteType: postVotes.voteType })
        .from(postVotes)
        .where(mine(userId, target));
      return row;
    },

    async add(userId: string, target: VoteTarget, voteType: VoteType) {
      await db.insert(postVotes).values({
        userId,
        voteType,
        ...(target.kind === 'post' ? { postId: target.id } : { commentId: target.id }),
      });
    },

    async change(userId: string, target: VoteTarget, voteType: VoteType) {
      await db.update(postVotes).set({ voteType }).where(mine(userId, target));
    },

    async remove(userId: string, target: VoteTarget) {
      await db.delete(postVotes).where(mine(userId, target));
    },

    async moveCounters(target: VoteTarget, delta: { up: number; down: number }) {
      const table = target.kind === 'post' ? communityPosts : postComments;
      const [counts] = await db
        .update(table)
        .set({
          upvotes: sql`${table.upvotes} + ${delta.up}`,
          downvotes: sql`${table.downvotes} + ${delta.down}`,
        })
        .where(eq(table.id, target.id))
        .returning({ upvotes: table.upvotes, downvotes: table.downvotes });
      return counts;
    },
  };
}
