import { describe, expect, it } from 'vitest';
import { voteScore } from '../../../../shared/community/community-rules';
import { applyVote, nextVote } from './votes';

const base = { id: 'x', upvotes: 4, downvotes: 1 };

describe('vote toggling', () => {
  it('adds a vote when there is none: score ±1', () => {
    const up = applyVote({ ...base, myVote: null }, nextVote(null, 'upvote'));
    expect(up).toEqual({ id: 'x', upvotes: 5, downvotes: 1, myVote: 'upvote' });
    expect(voteScore(up)).toBe(4);
    const down = applyVote({ ...base, myVote: null }, nextVote(null, 'downvote'));
    expect(voteScore(down)).toBe(2);
  });

  it('removes the vote when the same one is clicked again', () => {
    expect(nextVote('upvote', 'upvote')).toBeNull();
    const removed = applyVote({ ...base, myVote: 'upvote' }, null);
    expect(removed).toMatchObject({ upvotes: 3, downvotes: 1, myVote: null });
  });

  it('switches to the opposite vote: score changes by 2', () => {
    const before = { ...base, myVote: 'upvote' as const };
    const after = applyVote(before, nextVote('upvote', 'downvote'));
    expect(after).toMatchObject({ upvotes: 3, downvotes: 2, myVote: 'downvote' });
    expect(voteScore(before) - voteScore(after)).toBe(2);
  });

  it('never shows a negative count when the cache is behind the server', () => {
    expect(applyVote({ upvotes: 0, downvotes: 0, myVote: 'upvote' }, null)).toMatchObject({ upvotes: 0 });
  });
});
