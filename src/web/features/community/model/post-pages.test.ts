import { describe, expect, it } from 'vitest';
import type { CommunityPost } from '../../../../shared/community/community.schemas';
import { mergePostPages, updatePostInPages } from './post-pages';

function post(id: string, upvotes = 0): CommunityPost {
  return {
    id,
    title: id,
    content: '',
    category: 'general',
    contentTruncated: false,
    tags: [],
    upvotes,
    downvotes: 0,
    commentCount: 0,
    isPinned: false,
    createdAt: '2026-01-01T00:00:00Z',
    authorProfileTier: 'community',
    author: { id: null, fullName: null, role: null },
    myVote: null,
  };
}

describe('mergePostPages', () => {
  it('joins pages in order and keeps each post once', () => {
    const merged = mergePostPages([{ posts: [post('a'), post('b')] }, { posts: [post('b'), post('c')] }]);
    expect(merged.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('updatePostInPages', () => {
  it('updates the post on every page it is on', () => {
    const pages = updatePostInPages(
      [
        { posts: [post('a')], nextOffset: 1 },
        { posts: [post('a'), post('b')], nextOffset: null },
      ],
      'a',
      (p) => ({ ...p, upvotes: 9 }),
    );
    expect(pages.map((page) => page.posts.map((p) => p.upvotes))).toEqual([[9], [9, 0]]);
    expect(pages[0]?.nextOffset).toBe(1);
  });
});
