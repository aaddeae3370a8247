import { describe, expect, it } from 'vitest';
import type { CommunityComment } from '../../../../shared/community/community.schemas';
import { threadComments } from './comment-threads';

let minute = 0;
function comment(id: string, parentCommentId: string | null = null): CommunityComment {
  minute += 1;
  return {
    id,
    postId: 'post',
    parentCommentId,
    content: id,
    upvotes: 0,
    downvotes: 0,
    createdAt: new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString(),
    author: { id: 'u', fullName: 'A B', role: 'candidate' },
    myVote: null,
  };
}

describe('threadComments', () => {
  it('nests replies under their top-level comment, oldest first', () => {
    const first = comment('first');
    const second = comment('second');
    const replyToFirst = comment('reply-1', 'first');
    const replyToSecond = comment('reply-2', 'second');
    const laterReply = comment('reply-1b', 'first');
    const threads = threadComments([second, laterReply, first, replyToSecond, replyToFirst]);
    expect(threads.map((t) => t.comment.id)).toEqual(['first', 'second']);
    expect(threads[0]?.replies.map((r) => r.id)).toEqual(['reply-1', 'reply-1b']);
    expect(threads[1]?.replies.map((r) => r.id)).toEqual(['reply-2']);
    expect(threads.every((t) => t.canReply)).toBe(true);
  });

  it('shows a reply whose parent is gone on its own, without a Reply link', () => {
    const orphan = comment('orphan', 'hidden-parent');
    expect(threadComments([orphan])).toEqual([{ comment: orphan, replies: [], canReply: false }]);
  });

  it('is empty for no comments', () => {
    expect(threadComments([])).toEqual([]);
  });
});
