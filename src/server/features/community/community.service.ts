import { isAdminRole, type ProfileTier, type Role } from '../../../shared/accounts/roles';
import { tierAudienceOf } from '../../../shared/community/author-tier';
import { officialCategory } from '../../../shared/community/categories';
import type {
  CommunityComment,
  CommunityPost,
  CreatePost,
  TrendingPosts,
} from '../../../shared/community/community.schemas';
import { communityLimits } from '../../../shared/community/community-rules';
import type { Database } from '../../db/database';
import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';
import type { createRateLimiter } from '../../rate-limit/rate-limiter';
import { createCommentsRepository } from './comments.repository';
import { communityErrors } from './community.errors';
import { presentComment, presentPost } from './community.presenter';
import { createCommunityEventsRepository } from './community-events.repository';
import { communityRateLimits } from './community-rate-limits';
import { createPostsRepository } from './posts.repository';
import { createReputationRepository } from './reputation.repository';

export interface CommunityDeps {
  db: Database;
  rateLimiter: ReturnType<typeof createRateLimiter>;
  now: () => Date;
}

export interface Member {
  userId: string;
  role: Role;
  profileTier: ProfileTier;
}

export async function enforceWriteLimit(deps: CommunityDeps, rule: RateLimitRule, member: Member) {
  const decision = await deps.rateLimiter.consume(rule, `user:${member.userId}`);
  if (!decision.allowed) throw communityErrors.rateLimited(decision.retryAfterSeconds);
}

/** Posts are published at once. Announcements are official, so only admin roles post there. */
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
    const postId = await createPostsRepository({ db: tx }).create({
      userId: member.userId,
      title: input.title,
      content: input.content,
      category: input.category,
      tags: input.tags,
      authorProfileTier: member.profileTier,
      createdAt: deps.now(),
    });
    await createReputationRepository({ db: tx }).countPost(member.userId);
    await createCommunityEventsRepository({ db: tx }).notify({ type: 'post', id: postId });
    return postId;
  });
  const row = await createPostsRepository(deps).findPublished(member.userId, id);
  if (!row) throw communityErrors.postNotFound();
  return presentPost(row, row.myVote, tierAudienceOf(member.role));
}

/** One published post, whole (listings carry only the start of long posts). */
export async function getPost(deps: CommunityDeps, member: Member, postId: string): Promise<CommunityPost> {
  const row = await createPostsRepository(deps).findPublished(member.userId, postId);
  if (!row) throw communityErrors.postNotFound();
  return presentPost(row, row.myVote, tierAudienceOf(member.role));
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

/** Replies go only to top-level comments of the same post; the post's count moves with it. */
export async function createComment(
  deps: CommunityDeps,
  member: Member,
  postId: string,
  input: { content: string; parentCommentId: string | null },
): Promise<CommunityComment> {
  await enforceWriteLimit(deps, communityRateLimits.comment, member);
  const id = await deps.db.transaction(async (tx) => {
    const comments = createCommentsRepository({ db: tx });
    // Counting first locks the post: a moderator hiding it waits until the comment is in.
    if (!(await createPostsRepository({ db: tx }).countComment(postId))) throw communityErrors.postNotFound();
    if (input.parentCommentId) {
      const parent = await comments.findParent(postId, input.parentCommentId);
      if (!parent) throw communityErrors.commentNotFound();
      if (parent.parentCommentId) throw communityErrors.replyDepth();
    }
    const commentId = await comments.create({
      postId,
      userId: member.userId,
      parentCommentId: input.parentCommentId,
      content: input.content,
      createdAt: deps.now(),
    });
    await createCommunityEventsRepository({ db: tx }).notify({ type: 'comment', id: postId });
    return commentId;
  });
  const row = await createCommentsRepository(deps).findPublished(member.userId, id);
  if (!row) throw communityErrors.commentNotFound();
  return presentComment(row);
}

export async function trendingPosts(deps: CommunityDeps): Promise<TrendingPosts> {
  const since = new Date(deps.now().getTime() - communityLimits.trendingDays * 24 * 60 * 60_000);
  const rows = await createPostsRepository(deps).trending(since);
  return { posts: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
