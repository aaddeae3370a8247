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
  authorTierNow: 'portfolio',
  authorHidesFromAnOrganisation: false,
  ...overrides,
});

describe('serializePostPage', () => {
  it('gives the JSON the response schema would, with each viewer’s own votes', () => {
    const first = '4f1c1d7e-1111-4a5b-8c9d-000000000001';
    const second = '4f1c1d7e-1111-4a5b-8c9d-000000000002';
    const erased = row(second, { authorId: null, authorName: null, authorRole: null, authorTierNow: null });
    const page = preparePostPage([row(first), erased], 50, 'peers');
    const body = serializePostPage(page, new Map([[second, 'upvote' as const]]));
    const parsed = postListSchema.parse(JSON.parse(body));
    expect(parsed.nextOffset).toBe(50);
    expect(parsed.posts.map((post) => post.myVote)).toEqual([null, 'upvote']);
    expect(parsed.posts[0]?.title).toBe('Frailty "hub" \\ clinics');
    expect(parsed.posts[1]?.author).toEqual({ id: null, fullName: null, role: null });
    expect(parsed.posts.map((post) => post.authorProfileTier)).toEqual(['portfolio', null]);
    expect(body).toBe(JSON.stringify(parsed));
  });

  it('writes an empty last page', () => {
    expect(serializePostPage(preparePostPage([], null, 'peers'), new Map())).toBe(
      '{"posts":[],"nextOffset":null}',
    );
  });

  it('carries no author tier on a page made for employers', () => {
    const seeker = row('4f1c1d7e-1111-4a5b-8c9d-000000000003', {
      authorProfileTier: 'active_seeker',
      authorTierNow: 'active_seeker',
    });
    const forPeers = serializePostPage(preparePostPage([seeker], null, 'peers'), new Map());
    expect(forPeers).toContain('"authorProfileTier":"active_seeker"');
    const forEmployers = serializePostPage(preparePostPage([seeker], null, 'employers'), new Map());
    expect(forEmployers).not.toContain('active_seeker');
    expect(postListSchema.parse(JSON.parse(forEmployers)).posts[0]?.authorProfileTier).toBeNull();
  });
});
