import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { VoteResult, VoteType } from '../../../shared/community/community.schemas';
import type { Database } from '../../db/database';
import { communityPosts, postComments, postVotes, userReputation } from '../../db/schema';
import { communityErrors } from './community.errors';
import type { CommunityDeps, Member } from './community.service';
import { notifyCommunity } from './community-events';

/** How the counters move when a vote goes from `before` to `after` (spec §4: switching moves the score 2). */
export function voteDelta(before: VoteType | null, after: VoteType | null) {
  const up = (after === 'upvote' ? 1 : 0) - (before === 'upvote' ? 1 : 0);
  const down = (after === 'downvote' ? 1 : 0) - (before === 'downvote' ? 1 : 0);
  return { up, down, score: up - down };
}

/** Karma (docs/api/community.md): each vote from someone else on your post or comment, +1 up, −1 down. */
async function addKarma(tx: Database, authorId: string | null, voterId: string, points: number) {
  if (!authorId || authorId === voterId || points === 0) return;
  await tx
    .insert(userReputation)
    .values({ userId: authorId, karmaPoints: points })
    .onConflictDoUpdate({
      target: userReputation.userId,
      set: { karmaPoints: sql`${userReputation.karmaPoints} + ${points}` },
    });
}

/**
 * Sets the member's vote on a post (null removes it). The post row is locked first, so concurrent
 * votes on one post take turns and its counters always equal the votes table.
 */
export async function votePost(
  deps: CommunityDeps,
  member: Member,
  postId: string,
  voteType: VoteType | null,
): Promise<VoteResult> {
  return deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ userId: communityPosts.userId })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.status, 'published')))
      .for('no key update');
    if (!post) throw communityErrors.postNotFound();
    const mine = and(
      isNotNull(postVotes.postId),
      eq(postVotes.postId, postId),
      eq(postVotes.userId, member.userId),
    );
    const [existing] = await tx.select({ voteType: postVotes.voteType }).from(postVotes).where(mine);
    const delta = voteDelta(existing?.voteType ?? null, voteType);
    if (voteType === null) await tx.delete(postVotes).where(mine);
    else if (existing) await tx.update(postVotes).set({ voteType }).where(mine);
    else await tx.insert(postVotes).values({ userId: member.userId, postId, voteType });
    const [counts] = await tx
      .update(communityPosts)
      .set({
        upvotes: sql`${communityPosts.upvotes} + ${delta.up}`,
        downvotes: sql`${communityPosts.downvotes} + ${delta.down}`,
      })
      .where(eq(communityPosts.id, postId))
      .returning({ upvotes: communityPosts.upvotes, downvotes: communityPosts.downvotes });
    await addKarma(tx, post.userId, member.userId, delta.score);
    if (delta.up !== 0 || delta.down !== 0) await notifyCommunity(tx, { type: 'vote', id: postId });
    return { upvotes: counts?.upvotes ?? 0, downvotes: counts?.downvotes ?? 0, myVote: voteType };
  });
}

/** The same for a comment: its row is the lock. The comment's post must be published too. */
export async function voteComment(
  deps: CommunityDeps,
  member: Member,
  commentId: string,
  voteType: VoteType | null,
): Promise<VoteResult> {
  return deps.db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ userId: postComments.userId, postId: postComments.postId })
      .from(postComments)
      .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
      .where(
        and(
          eq(postComments.id, commentId),
          eq(postComments.status, 'published'),
          eq(communityPosts.status, 'published'),
        ),
      )
      .for('no key update', { of: postComments });
    if (!comment) throw communityErrors.commentNotFound();
    const mine = and(
      isNotNull(postVotes.commentId),
      eq(postVotes.commentId, commentId),
      eq(postVotes.userId, member.userId),
    );
    const [existing] = await tx.select({ voteType: postVotes.voteType }).from(postVotes).where(mine);
    const delta = voteDelta(existing?.voteType ?? null, voteType);
    if (voteType === null) await tx.delete(postVotes).where(mine);
    else if (existing) await tx.update(postVotes).set({ voteType }).where(mine);
    else await tx.insert(postVotes).values({ userId: member.userId, commentId, voteType });
    const [counts] = await tx
      .update(postComments)
      .set({
        upvotes: sql`${postComments.upvotes} + ${delta.up}`,
        downvotes: sql`${postComments.downvotes} + ${delta.down}`,
      })
      .where(eq(postComments.id, commentId))
      .returning({ upvotes: postComments.upvotes, downvotes: postComments.downvotes });
    await addKarma(tx, comment.userId, member.userId, delta.score);
    if (delta.up !== 0 || delta.down !== 0) await notifyCommunity(tx, { type: 'vote', id: comment.postId });
    return { upvotes: counts?.upvotes ?? 0, downvotes: counts?.downvotes ?? 0, myVote: voteType };
  });
}
