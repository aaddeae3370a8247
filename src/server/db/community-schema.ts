import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profileTiers } from '../../shared/accounts/roles';
import { communityCategories } from '../../shared/community/categories';
import { contentStatuses, voteTypes } from '../../shared/community/community.schemas';
import { user } from './auth-schema';

/* Authors and voters are SET NULL on erasure: the text and counts stay, so counters equal the votes table. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const published = sql`status = 'published'`;

const moderation = {
  moderationReason: text('moderation_reason'),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  moderatedBy: text('moderated_by').references(() => user.id, { onDelete: 'set null' }),
};

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category', { enum: communityCategories }).notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: contentStatuses }).notNull().default('published'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    authorProfileTier: text('author_profile_tier', { enum: profileTiers }).notNull().default('community'),
    ...moderation,
    createdAt: createdAt(),
  },
  (table) => [
    // One partial index per listing order (pinned first, then the sort), and per category for the newest.
    index('community_posts_newest_idx')
      .on(table.isPinned.desc(), table.createdAt.desc(), table.id.desc())
      .where(published),
    index('community_posts_popular_idx')
      .on(table.isPinned.desc(), table.upvotes.desc(), table.createdAt.desc(), table.id.desc())
      .where(published),
    index('community_posts_comments_idx')
      .on(table.isPinned.desc(), table.commentCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(published),
    index('community_posts_category_idx')
      .on(table.category, table.isPinned.desc(), table.createdAt.desc(), table.id.desc())
      .where(published),
    index('community_posts_user_idx').on(table.userId),
    // Case-insensitive contains search (ILIKE '%q%') at 100k posts: trigram indexes (pg_trgm).
    index('community_posts_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('community_posts_content_trgm_idx').using('gin', sql`${table.content} gin_trgm_ops`),
    check('community_posts_counts_check', sql`upvotes >= 0 and downvotes >= 0 and comment_count >= 0`),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Null for a top-level comment; replies go one level deep (the service refuses deeper). */
    parentCommentId: uuid('parent_comment_id').references((): AnyPgColumn => postComments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    status: text('status', { enum: contentStatuses }).notNull().default('published'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    ...moderation,
    createdAt: createdAt(),
  },
  (table) => [
    index('post_comments_post_idx').on(table.postId, table.createdAt),
    index('post_comments_parent_idx').on(table.parentCommentId),
    index('post_comments_user_idx').on(table.userId),
    check('post_comments_counts_check', sql`upvotes >= 0 and downvotes >= 0`),
  ],
);

export const postVotes = pgTable(
  'post_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    voteType: text('vote_type', { enum: voteTypes }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('post_votes_user_post_key').on(table.userId, table.postId).where(sql`post_id is not null`),
    uniqueIndex('post_votes_user_comment_key')
      .on(table.userId, table.commentId)
      .where(sql`comment_id is not null`),
    index('post_votes_post_idx').on(table.postId),
    index('post_votes_comment_idx').on(table.commentId),
    check('post_votes_one_target_check', sql`(post_id is null) <> (comment_id is null)`),
  ],
);

export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterUserId: text('reporter_user_id').references(() => user.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default('inappropriate_content'),
    description: text('description').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One open report per user per item: a repeat counts once toward the auto-hide threshold.
    uniqueIndex('content_reports_open_post_key')
      .on(table.reporterUserId, table.postId)
      .where(sql`post_id is not null and resolved_at is null`),
    uniqueIndex('content_reports_open_comment_key')
      .on(table.reporterUserId, table.commentId)
      .where(sql`comment_id is not null and resolved_at is null`),
    index('content_reports_open_idx').on(table.createdAt).where(sql`resolved_at is null`),
    check('content_reports_one_target_check', sql`(post_id is null) <> (comment_id is null)`),
  ],
);

export const userReputation = pgTable(
  'user_reputation',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    karmaPoints: integer('karma_points').notNull().default(0),
    postsCreated: integer('posts_created').notNull().default(0),
  },
  (table) => [index('user_reputation_karma_idx').on(table.karmaPoints.desc())],
);
