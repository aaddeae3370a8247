import { describe, expect, it } from 'vitest';
import { postListSchema } from '../../../shared/community/community.schemas';
import { preparePostPage, serializePostPage } from './post-page';
import type { PostRow } from './posts.repository';

const row = (id: string, overrides: Partial<PostRow> = {}): PostRow => ({
  id,
  title: 'Frailty "hub" \\ clinics',
  content: 'Line one\nline two <b>not html</b> \u2028',
  contentTruncated: false,
  category: 'clinical_practice',
  tags: ['SMR'],
  upvotes: 3,
  downvotes: 1,
  commentCount: 2,
  isPinned: false,
  createdAt: new Date('2026-11-20T09:00:00Z'),
  authorProfileTier: 'portfolio',
  authorId: 'user-1',
  authorName: 'Amira Khan',
  authorRole: 'candidate',
  ...overrides,
});

describe('serializePostPage', () => {
  it('gives the JSON the response schema would, with each viewer’s own votes', () => {
    const first = '4f1c1d7e-1111-4a5b-8c9d-000000000001';
    const second = '4f1c1d7e-1111-4a5b-8c9d-000000000002';
    const page = preparePostPage([row(first), row(second, { authorId: null, authorName: null })], 50);
    const body = serializePostPage(page, new Map([[second, 'upvote' as const]]));
    const parsed = postListSchema.parse(JSON.parse(body));
    expect(parsed.nextOffset).toBe(50);
    expect(parsed.posts.map((post) => post.myVote)).toEqual([null, 'upvote']);
    expect(parsed.posts[0]?.title).toBe('Frailty "hub" \\ clinics');
    expect(parsed.posts[1]?.author).toEqual({ id: null, fullName: null, role: null });
    expect(body).toBe(JSON.stringify(parsed));
  });

  it('writes an empty last page', () => {
    expect(serializePostPage(preparePostPage([], null), new Map())).toBe('{"posts":[],"nextOffset":null}');
  });
});
