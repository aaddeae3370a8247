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

/** The item being voted on, already locked by the caller's transaction. */
interface LockedTarget {
  kind: 'post' | 'comment';
  id: string;
  authorId: string | null;
  postId: string;
}

/**
 * Replaces the member's vote on a locked post or comment, moves its counters by the exact delta,
 * credits the author's karma and announces the change. The lock makes concurrent votes take turns,
 * so the counters always equal the votes table.
 */
async function replaceVote(
  tx: Database,
  member: Member,
  target: LockedTarget,
  voteType: VoteType | null,
): Promise<VoteResult> {
  const column = target.kind === 'post' ? postVotes.postId : postVotes.commentId;
  const mine = and(isNotNull(column), eq(column, target.id), eq(postVotes.userId, member.userId));
  const [existing] = await tx.select({ voteType: postVotes.voteType }).from(postVotes).where(mine);
  const delta = voteDelta(existing?.voteType ?? null, voteType);
  if (voteType === null) await tx.delete(postVotes).where(mine);
  else if (existing) await tx.update(postVotes).set({ voteType }).where(mine);
  else
    await tx.insert(postVotes).values({
      userId: member.userId,
      voteType,
      ...(target.kind === 'post' ? { postId: target.id } : { commentId: target.id }),
    });
  const table = target.kind === 'post' ? communityPosts : postComments;
  const [counts] = await tx
    .update(table)
    .set({ upvotes: sql`${table.upvotes} + ${delta.up}`, downvotes: sql`${table.downvotes} + ${delta.down}` })
    .where(eq(table.id, target.id))
    .returning({ upvotes: table.upvotes, downvotes: table.downvotes });
  await addKarma(tx, target.authorId, member.userId, delta.score);
  if (delta.up !== 0 || delta.down !== 0) await notifyCommunity(tx, { type: 'vote', id: target.postId });
  return { upvotes: counts?.upvotes ?? 0, downvotes: counts?.downvotes ?? 0, myVote: voteType };
}

/** Sets the member's vote on a published post (null removes it). */
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
    return replaceVote(tx, member, { kind: 'post', id: postId, authorId: post.userId, postId }, voteType);
  });
}

/** The same for a published comment on a published post: the comment's row is the lock. */
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
    const target = {
      kind: 'comment' as const,
      id: commentId,
      authorId: comment.userId,
      postId: comment.postId,
    };
    return replaceVote(tx, member, target, voteType);
  });
}
