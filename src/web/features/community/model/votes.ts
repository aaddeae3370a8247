import type { VoteType } from '../../../../shared/community/community.schemas';

export interface VoteState {
  upvotes: number;
  downvotes: number;
  myVote: VoteType | null;
}

export function nextVote(current: VoteType | null, clicked: VoteType): VoteType | null {
  return current === clicked ? null : clicked;
}

/**
 * The counts after moving the caller's vote from `state.myVote` to `next`: same → removed
 * (score ∓1), opposite → switched (score ±2), none → added (score ±1).
 */
export function applyVote<T extends VoteState>(state: T, next: VoteType | null): T {
  let { upvotes, downvotes } = state;
  if (state.myVote === 'upvote') upvotes -= 1;
  if (state.myVote === 'downvote') downvotes -= 1;
  if (next === 'upvote') upvotes += 1;
  if (next === 'downvote') downvotes += 1;
  return { ...state, upvotes: Math.max(0, upvotes), downvotes: Math.max(0, downvotes), myVote: next };
}
