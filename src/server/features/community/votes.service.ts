import type { VoteResult, VoteType } from '../../../shared/community/community.schemas';
import type { Database } from '../../db/database';
import { createCommentsRepository } from './comments.repository';
import { communityErrors } from './community.errors';
import type { CommunityDeps, Member } from './community.service';
import { createCommunityEventsRepository } from './community-events.repository';
import { createPostsRepository } from './posts.repository';
import { createReputationRepository } from './reputation.repository';
import { createVotesRepository, type VoteTarget } from './votes.repository';

/** How the counters move when a vote goes from `before` to `after` (switching moves the score by 2). */
export function voteDelta(before: VoteType | null, after: VoteType | null) {
  const up = (after === 'upvote' ? 1 : 0) - (before === 'upvote' ? 1 : 0);
  const down = (after === 'downvote' ? 1 : 0) - (before === 'downvote' ? 1 : 0);
  return { up, down, score: up - down };
}

interface LockedTarget extends VoteTarget {
  authorId: string | null;
  postId: string;
}

/** The lock makes concurrent votes take turns, so the counters always equal the votes table. */
async function replaceVote(
  tx: Database,
  member: Member,
  target: LockedTarget,
  voteType: VoteType | null,
): Promise<VoteResult> {
  const votes = createVotesRepository({ db: tx });
  const existing = await votes.find(member.userId, target);
  const delta = voteDelta(existing?.voteType ?? null, voteType);
  if (voteType === null) await votes.remove(member.userId, target);
  else if (existing) await votes.change(member.userId, target, voteType);
  else await votes.add(member.userId, target, voteType);
  const counts = await votes.moveCounters(target, delta);
  // Karma (docs/api/community.md): each vote from someone else on your post or comment, +1 up, −1 down.
  if (target.authorId && target.authorId !== member.userId && delta.score !== 0) {
    await createReputationRepository({ db: tx }).addKarma(target.authorId, delta.score);
  }
  if (delta.up !== 0 || delta.down !== 0) {
    await createCommunityEventsRepository({ db: tx }).notify({ type: 'vote', id: target.postId });
  }
  return { upvotes: counts?.upvotes ?? 0, downvotes: counts?.downvotes ?? 0, myVote: voteType };
}

/** Sets the member's vote on a published post (null removes it); the post's row is the lock. */
export async function votePost(
  deps: CommunityDeps,
  member: Member,
  postId: string,
  voteType: VoteType | null,
): Promise<VoteResult> {
  return deps.db.transaction(async (tx) => {
    const post = await createPostsRepository({ db: tx }).lockPublished(postId);
    if (!post) throw communityErrors.postNotFound();
    return replaceVote(tx, member, { kind: 'post', id: postId, authorId: post.userId, postId }, voteType);
  });
}

export async function voteComment(
  deps: CommunityDeps,
  member: Member,
  commentId: string,
  voteType: VoteType | null,
): Promise<VoteResult> {
  return deps.db.transaction(async (tx) => {
    const comment = await createCommentsRepository({ db: tx }).lockPublishedOnPublishedPost(commentId);
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
