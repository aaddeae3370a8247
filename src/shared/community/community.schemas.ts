import { z } from 'zod';
import { profileTiers, roles } from '../accounts/roles';
import { multiLineText, singleLineText } from '../validation/text';
import { communityCategories } from './categories';
import {
  communityEventTypes,
  communityResyncEvent,
  contentStatuses,
  notificationSignal,
  postSorts,
  voteTypes,
} from './community.constants';
import { communityLimits, communityMessages, findBannedWord, normaliseTags } from './community-rules';
import { containsPatientData } from './patient-data';

export {
  type CommunityEventType,
  type ContentStatus,
  communityEventTypes,
  communityResyncEvent,
  contentStatuses,
  notificationSignal,
  type PostSort,
  postSortLabels,
  postSorts,
  type VoteType,
  voteTypes,
} from './community.constants';

/** The endpoints: docs/api/community.md. */

const requiredText = (max: number, tooLong: string) =>
  multiLineText({ error: communityMessages.requiredFields })
    .trim()
    .min(1, communityMessages.requiredFields)
    .max(max, tooLong);

const tagsSchema = z
  .array(singleLineText().max(communityLimits.tagMaxLength, communityMessages.tagTooLong), {
    error: communityMessages.tooManyTags,
  })
  .transform(normaliseTags)
  .pipe(z.array(z.string()).max(communityLimits.tagsMax, communityMessages.tooManyTags));

export const createPostSchema = z
  .strictObject({
    title: requiredText(communityLimits.titleMax, communityMessages.titleTooLong),
    category: z.enum(communityCategories, { error: communityMessages.requiredFields }),
    content: requiredText(communityLimits.contentMax, communityMessages.contentTooLong),
    tags: tagsSchema.default([]),
  })
  .superRefine((post, ctx) => {
    if (findBannedWord(post.title, post.content)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: communityMessages.reviewContent });
    } else if (containsPatientData(post.title, post.content, ...post.tags)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: communityMessages.patientData });
    }
  });
export type CreatePostInput = z.input<typeof createPostSchema>;
export type CreatePost = z.output<typeof createPostSchema>;

/** A comment: trimmed text non-empty; replies only to top-level comments (checked by the service). */
export const createCommentSchema = z
  .strictObject({
    content: multiLineText({ error: communityMessages.commentRequired })
      .trim()
      .min(1, communityMessages.commentRequired)
      .max(communityLimits.commentMax, communityMessages.commentTooLong),
    parentCommentId: z.uuid().nullable().default(null),
  })
  .superRefine((comment, ctx) => {
    if (containsPatientData(comment.content)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: communityMessages.patientData });
    }
  });
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export const castVoteSchema = z.strictObject({ voteType: z.enum(voteTypes).nullable() });
export const voteResultSchema = z.object({
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  myVote: z.enum(voteTypes).nullable(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

export const listPostsQuerySchema = z.object({
  q: singleLineText().trim().max(communityLimits.searchMaxLength).optional(),
  category: z.enum(communityCategories).optional(),
  sort: z.enum(postSorts).default('newest'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListPostsQuery = z.input<typeof listPostsQuerySchema>;

export const authorSchema = z.object({
  /** Null once the author's account is erased; the card then shows 'Anonymous User'. */
  id: z.string().nullable(),
  fullName: z.string().nullable(),
  role: z.enum(roles).nullable(),
});

export const postSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  /** True in listings when `content` is only the start of the post (GET /api/community/posts/:id has all). */
  contentTruncated: z.boolean(),
  category: z.enum(communityCategories),
  tags: z.array(z.string()),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  commentCount: z.number().int(),
  isPinned: z.boolean(),
  createdAt: z.string(),
  /**
   * The author's tier badge for this viewer (author-tier.ts): null for employers, for authors who are
   * not candidates and for erased authors; never 'active_seeker' for a candidate hiding from anyone.
   */
  authorProfileTier: z.enum(profileTiers).nullable(),
  author: authorSchema,
  myVote: z.enum(voteTypes).nullable(),
});
export type CommunityPost = z.infer<typeof postSchema>;

export const postListSchema = z.object({
  posts: z.array(postSchema),
  nextOffset: z.number().int().nullable(),
});
export type PostList = z.infer<typeof postListSchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  parentCommentId: z.uuid().nullable(),
  content: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  createdAt: z.string(),
  author: authorSchema,
  myVote: z.enum(voteTypes).nullable(),
});
export type CommunityComment = z.infer<typeof commentSchema>;
export const commentListSchema = z.object({ comments: z.array(commentSchema) });

export const reportResultSchema = z.object({ status: z.literal('reported') });

export const communityStatsSchema = z.object({
  publishedPosts: z.number().int(),
  publishedComments: z.number().int(),
  members: z.number().int(),
  topContributors: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      karmaPoints: z.number().int(),
      postsCreated: z.number().int(),
    }),
  ),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

export const trendingSchema = z.object({
  posts: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      upvotes: z.number().int(),
      downvotes: z.number().int(),
      commentCount: z.number().int(),
      createdAt: z.string(),
      category: z.enum(communityCategories),
      authorName: z.string().nullable(),
    }),
  ),
});
export type TrendingPosts = z.infer<typeof trendingSchema>;

export const communityEventSchema = z.object({
  type: z.enum(communityEventTypes),
  /** The post concerned (for a comment or its vote, the comment's post). */
  id: z.uuid(),
});
export type CommunityEvent = z.infer<typeof communityEventSchema>;

export const communityStreamMessageSchema = z.union([
  communityEventSchema,
  z.object({ type: z.literal(communityResyncEvent.type) }),
  z.object({ type: z.literal(notificationSignal.type) }),
]);
export type CommunityStreamMessage = z.infer<typeof communityStreamMessageSchema>;

// Moderation (admin roles).
export const moderationActions = ['hide', 'restore'] as const;
export const moderationSchema = z.strictObject({
  action: z.enum(moderationActions),
  reason: multiLineText({ error: communityMessages.moderationReasonRequired })
    .trim()
    .min(1, communityMessages.moderationReasonRequired)
    .max(communityLimits.moderationReasonMax, communityMessages.moderationReasonTooLong),
});
export const moderationResultSchema = z.object({ status: z.enum(contentStatuses) });
export const pinSchema = z.strictObject({ pinned: z.boolean() });
export const pinResultSchema = z.object({ isPinned: z.boolean() });

export const moderationQueueItemSchema = z.object({
  kind: z.enum(['post', 'comment']),
  id: z.uuid(),
  postId: z.uuid(),
  title: z.string(),
  excerpt: z.string(),
  authorName: z.string().nullable(),
  status: z.enum(contentStatuses),
  openReports: z.number().int(),
  lastReportedAt: z.string(),
  moderationReason: z.string().nullable(),
  /** Whether the post is pinned (always false for a comment), so the queue can offer Pin or Unpin. */
  isPinned: z.boolean(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;
export const moderationQueueSchema = z.object({ items: z.array(moderationQueueItemSchema) });
