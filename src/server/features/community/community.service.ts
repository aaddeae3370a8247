import { and, eq, sql } from 'drizzle-orm';
import { isAdminRole, type ProfileTier, type Role } from '../../../shared/accounts/roles';
import type { CommunityCategory } from '../../../shared/community/categories';
import { officialCategory } from '../../../shared/community/categories';
import type {
  CommunityComment,
  CommunityPost,
  CommunityStats,
  CreatePost,
  PostSort,
  TrendingPosts,
} from '../../../shared/community/community.schemas';
import { communityLimits } from '../../../shared/community/community-rules';
import type { Database } from '../../db/database';
import { communityPosts, postComments, userReputation } from '../../db/schema';
import type { createRateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { createCommentsRepository } from './comments.repository';
import { communityErrors } from './community.errors';
import { presentComment, presentPost } from './community.presenter';
import { notifyCommunity } from './community-events';
import { communityRateLimits } from './community-rate-limits';
import { type PostPage, preparePostPage, serializePostPage } from './post-page';
import { createPostsRepository } from './posts.repository';

export interface CommunityDeps {
  db: Database;
  rateLimiter: ReturnType<typeof createRateLimiter>;
  now: () => Date;
}

/** The signed-in, approved member making the request. */
export interface Member {
  userId: string;
  role: Role;
  profileTier: ProfileTier;
}

export async function enforceWriteLimit(deps: CommunityDeps, rule: RateLimitRule, member: Member) {
  const decision = await deps.rateLimiter.consume(rule, `user:${member.userId}`);
  if (!decision.allowed) throw communityErrors.rateLimited(decision.retryAfterSeconds);
}

export interface PostPageQuery {
  q?: string | undefined;
  category?: CommunityCategory | undefined;
  sort: PostSort;
  offset: number;
}

/** One page of the listing as every member sees it (the viewer's votes are added per request). */
export async function loadPostPage(deps: Pick<CommunityDeps, 'db'>, query: PostPageQuery): Promise<PostPage> {
  const limit = communityLimits.postsPerPage;
  const rows = await createPostsRepository(deps).list({
    q: query.q || undefined,
    category: query.category,
    sort: query.sort,
    offset: query.offset,
    limit,
  });
  return preparePostPage(rows.slice(0, limit), rows.length > limit ? query.offset + limit : null);
}

/** The `PostList` body for `member`: a shared page with their own votes on it. */
export async function listPostsFor(deps: Pick<CommunityDeps, 'db'>, member: Member, page: PostPage) {
  const votes = await createPostsRepository(deps).votesOf(
    member.userId,
    page.posts.map((post) => post.id),
  );
  return serializePostPage(page, votes);
}

/** Spec §4: published at once. Announcements are official, so only admin roles post there. */
export async function createPost(
  deps: CommunityDeps,
  member: Member,
  input: CreatePost,
): Promise<CommunityPost> {
  if (input.category === officialCategory && !isAdminRole(member.role)) {
    throw communityErrors.announcementsAdminOnly();
  }
  await enforceWriteLimit(deps, communityRateLimits.post, member);
  const id = await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .insert(communityPosts)
      .values({
        userId: member.userId,
        title: input.title,
        content: input.content,
        category: input.category,
        tags: input.tags,
        authorProfileTier: member.profileTier,
        createdAt: deps.now(),
      })
      .returning({ id: communityPosts.id });
    if (!post) throw new Error('post insert returned nothing');
    await tx
      .insert(userReputation)
      .values({ userId: member.userId, postsCreated: 1 })
      .onConflictDoUpdate({
        target: userReputation.userId,
        set: { postsCreated: sql`${userReputation.postsCreated} + 1` },
      });
    await notifyCommunity(tx, { type: 'post', id: post.id });
    return post.id;
  });
  const row = await createPostsRepository(deps).findPublished(member.userId, id);
  if (!row) throw communityErrors.postNotFound();
  return presentPost(row, row.myVote);
}

/** One published post, whole (listings carry only the start of long posts). */
export async function getPost(deps: CommunityDeps, member: Member, postId: string): Promise<CommunityPost> {
  const row = await createPostsRepository(deps).findPublished(member.userId, postId);
  if (!row) throw communityErrors.postNotFound();
  return presentPost(row, row.myVote);
}

export async function listComments(
  deps: CommunityDeps,
  member: Member,
  postId: string,
): Promise<CommunityComment[]> {
  const post = await createPostsRepository(deps).findPublished(member.userId, postId);
  if (!post) throw communityErrors.postNotFound();
  const rows = await createCommentsRepository(deps).listForPost(member.userId, postId);
  return rows.map(presentComment);
}

/** Spec §5: replies only to top-level comments of the same post; the post's count moves with it. */
export async function createComment(
  deps: CommunityDeps,
  member: Member,
  postId: string,
  input: { content: string; parentCommentId: string | null },
): Promise<CommunityComment> {
  await enforceWriteLimit(deps, communityRateLimits.comment, member);
  const id = await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .update(communityPosts)
      .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.status, 'published')))
      .returning({ id: communityPosts.id });
    if (!post) throw communityErrors.postNotFound();
    if (input.parentCommentId) {
      const [parent] = await tx
        .select({ parentCommentId: postComments.parentCommentId })
        .from(postComments)
        .where(
          and(
            eq(postComments.id, input.parentCommentId),
            eq(postComments.postId, postId),
            eq(postComments.status, 'published'),
          ),
        );
      if (!parent) throw communityErrors.commentNotFound();
      if (parent.parentCommentId) throw communityErrors.replyDepth();
    }
    const [comment] = await tx
      .insert(postComments)
      .values({
        postId,
        userId: member.userId,
        parentCommentId: input.parentCommentId,
        content: input.content,
        createdAt: deps.now(),
      })
      .returning({ id: postComments.id });
    if (!comment) throw new Error('comment insert returned nothing');
    await notifyCommunity(tx, { type: 'comment', id: postId });
    return comment.id;
  });
  const row = await createCommentsRepository(deps).findPublished(member.userId, id);
  if (!row) throw communityErrors.commentNotFound();
  return presentComment(row);
}

export async function communityStats(deps: CommunityDeps): Promise<CommunityStats> {
  const stats = await createPostsRepository(deps).stats();
  return {
    publishedPosts: stats.posts,
    publishedComments: stats.comments,
    members: stats.members,
    topContributors: stats.top,
  };
}

export async function trendingPosts(deps: CommunityDeps): Promise<TrendingPosts> {
  const since = new Date(deps.now().getTime() - communityLimits.trendingDays * 24 * 60 * 60_000);
  const rows = await createPostsRepository(deps).trending(since);
  return { posts: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
