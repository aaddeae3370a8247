import { type TierAudience, tierAudienceOf } from '../../../shared/community/author-tier';
import type { CommunityCategory } from '../../../shared/community/categories';
import type { CommunityStats, PostSort } from '../../../shared/community/community.schemas';
import { communityLimits } from '../../../shared/community/community-rules';
import type { Database } from '../../db/database';
import type { Member } from './community.service';
import { type PostPage, preparePostPage, serializePostPage } from './post-page';
import { createPostsRepository } from './posts.repository';
import { createStatsRepository } from './stats.repository';

// What the read cache keeps (decision 011): listing pages, shared by an audience (decision 034), and
// the Community Pulse; the viewer's own votes are added per request.

export interface PostPageQuery {
  q?: string | undefined;
  category?: CommunityCategory | undefined;
  sort: PostSort;
  offset: number;
}

/** Where a listing page is kept: its audience is part of it, so one never gets another's page. */
export function postPageKey(audience: TierAudience, query: PostPageQuery): string {
  return JSON.stringify([audience, query.sort, query.category ?? '', query.offset, query.q ?? '']);
}

/** One page of the listing as every member of `audience` sees it (votes are added per request). */
export async function loadPostPage(
  deps: { db: Database },
  query: PostPageQuery,
  audience: TierAudience,
): Promise<PostPage> {
  const limit = communityLimits.postsPerPage;
  const rows = await createPostsRepository(deps).list({
    q: query.q || undefined,
    category: query.category,
    sort: query.sort,
    offset: query.offset,
    limit,
  });
  return preparePostPage(rows.slice(0, limit), rows.length > limit ? query.offset + limit : null, audience);
}

export async function listPostsFor(deps: { db: Database }, member: Member, page: PostPage) {
  // A page made for peers carries job-seeking badges: it must never reach an employer.
  if (page.audience !== tierAudienceOf(member.role)) throw new Error('listing page of another audience');
  const votes = await createPostsRepository(deps).votesOf(
    member.userId,
    page.posts.map((post) => post.id),
  );
  return serializePostPage(page, votes);
}

export async function communityStats(deps: { db: Database }): Promise<CommunityStats> {
  const stats = await createStatsRepository(deps).stats();
  return {
    publishedPosts: stats.posts,
    publishedComments: stats.comments,
    members: stats.members,
    topContributors: stats.top,
  };
}
