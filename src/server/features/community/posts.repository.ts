import { and, desc, eq, gte, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CommunityCategory } from '../../../shared/community/categories';
import type { PostSort, VoteType } from '../../../shared/community/community.schemas';
import { communityLimits } from '../../../shared/community/community-rules';
import type { Database } from '../../db/database';
import { candidateHiddenOrganisations, communityPosts, postVotes, userProfiles } from '../../db/schema';

/** A page of the listing: the same for every member, so the viewer's own votes come separately. */
export interface ListPostsFilter {
  q?: string | undefined;
  category?: CommunityCategory | undefined;
  sort: PostSort;
  offset: number;
  limit?: number;
}

/** `%`, `_` and `\` are literal in a search term, not ILIKE wildcards. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Descending the way the listing indexes are built (Drizzle's `.desc()` is `DESC NULLS LAST`): a plain
 * `DESC` is NULLS FIRST, which they cannot serve, so every page would sort every published post
 * (docs/performance.md, "Community list"). The columns are NOT NULL, so the order is the same.
 */
const descIndexed = (column: AnyPgColumn): SQL => sql`${column} desc nulls last`;

/** One past the card's cut, so the card still knows to add '...'. */
export const listExcerptLength = communityLimits.cardContentCut + 1;

const sortOrder: Record<PostSort, SQL[]> = {
  newest: [],
  popular: [descIndexed(communityPosts.upvotes)],
  comments: [descIndexed(communityPosts.commentCount)],
};

const postColumns = {
  id: communityPosts.id,
  title: communityPosts.title,
  content: communityPosts.content,
  contentTruncated: sql<boolean>`false`,
  category: communityPosts.category,
  tags: communityPosts.tags,
  upvotes: communityPosts.upvotes,
  downvotes: communityPosts.downvotes,
  commentCount: communityPosts.commentCount,
  isPinned: communityPosts.isPinned,
  createdAt: communityPosts.createdAt,
  authorProfileTier: communityPosts.authorProfileTier,
  authorId: communityPosts.userId,
  authorName: userProfiles.fullName,
  authorRole: userProfiles.role,
  // What decides the badge each viewer is shown (shownAuthorTier); never sent as such.
  authorTierNow: userProfiles.profileTier,
  authorHidesFromAnOrganisation: sql<boolean>`exists (select 1 from ${candidateHiddenOrganisations}
    where ${candidateHiddenOrganisations.userId} = ${communityPosts.userId})`,
};

/** The card shows 500 characters ('Continue reading' fetches the rest): long posts cost a listing 501. */
const excerptColumns = {
  ...postColumns,
  content: sql<string>`left(${communityPosts.content}, ${listExcerptLength})`,
  contentTruncated: sql<boolean>`char_length(${communityPosts.content}) > ${listExcerptLength}`,
};

/** A member's votes among some posts: every listing request asks, so it is prepared once per database. */
function prepareVotesOf(db: Database) {
  return db
    .select({ postId: postVotes.postId, voteType: postVotes.voteType })
    .from(postVotes)
    .where(
      and(
        eq(postVotes.userId, sql.placeholder('viewerId')),
        isNotNull(postVotes.postId),
        sql`${postVotes.postId} = any(${sql.placeholder('postIds')}::uuid[])`,
      ),
    )
    .prepare('post_votes_of_viewer');
}
const votesOfQueries = new WeakMap<Database, ReturnType<typeof prepareVotesOf>>();

/** What a new post stores (the author's tier is copied so the card keeps the badge they had). */
export type NewPost = Pick<
  typeof communityPosts.$inferInsert,
  'userId' | 'title' | 'content' | 'category' | 'tags' | 'authorProfileTier' | 'createdAt'
>;

/** Published posts with their authors, and the forum's writes. Pass a transaction to group writes. */
export function createPostsRepository({ db }: { db: Database }) {
  return {
    async create(post: NewPost): Promise<string> {
      const [row] = await db.insert(communityPosts).values(post).returning({ id: communityPosts.id });
      if (!row) throw new Error('post insert returned nothing');
      return row.id;
    },

    /** Counts one more comment on a published post; undefined (nothing counted) if there is none. */
    async countComment(postId: string) {
      const [row] = await db
        .update(communityPosts)
        .set({ commentCount: sql`${communityPosts.commentCount} + 1` })
        .where(and(eq(communityPosts.id, postId), eq(communityPosts.status, 'published')))
        .returning({ id: communityPosts.id });
      return row;
    },

    /** Moves a post's comment count by `by` (a comment hidden or shown again), never below 0. */
    async shiftCommentCount(postId: string, by: number) {
      await db
        .update(communityPosts)
        .set({ commentCount: sql`greatest(${communityPosts.commentCount} + ${by}, 0)` })
        .where(eq(communityPosts.id, postId));
    },

    /** A published post's author, its row locked until the transaction ends: votes and reports take turns. */
    async lockPublished(postId: string) {
      const [row] = await db
        .select({ userId: communityPosts.userId })
        .from(communityPosts)
        .where(and(eq(communityPosts.id, postId), eq(communityPosts.status, 'published')))
        .for('no key update');
      return row;
    },

    /** Pinned first, then the sort, newest breaking ties; `limit + 1` rows tell whether more follow. */
    async list(filter: ListPostsFilter) {
      const conditions: SQL[] = [eq(communityPosts.status, 'published')];
      if (filter.category) conditions.push(eq(communityPosts.category, filter.category));
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        const search = or(ilike(communityPosts.title, pattern), ilike(communityPosts.content, pattern));
        if (search) conditions.push(search);
      }
      return db
        .select(excerptColumns)
        .from(communityPosts)
        .leftJoin(userProfiles, eq(userProfiles.userId, communityPosts.userId))
        .where(and(...conditions))
        .orderBy(
          descIndexed(communityPosts.isPinned),
          ...sortOrder[filter.sort],
          descIndexed(communityPosts.createdAt),
          descIndexed(communityPosts.id),
        )
        .limit((filter.limit ?? communityLimits.postsPerPage) + 1)
        .offset(filter.offset);
    },

    /** The viewer's votes on the given posts (the listing leaves them out: it is shared). */
    async votesOf(viewerId: string, postIds: string[]): Promise<Map<string, VoteType>> {
      if (postIds.length === 0) return new Map();
      let votesOf = votesOfQueries.get(db);
      if (!votesOf) {
        votesOf = prepareVotesOf(db);
        votesOfQueries.set(db, votesOf);
      }
      const rows = await votesOf.execute({ viewerId, postIds });
      return new Map(rows.flatMap((row) => (row.postId ? [[row.postId, row.voteType] as const] : [])));
    },

    async findPublished(viewerId: string, postId: string) {
      const [row] = await db
        .select({ ...postColumns, myVote: postVotes.voteType })
        .from(communityPosts)
        .leftJoin(userProfiles, eq(userProfiles.userId, communityPosts.userId))
        .leftJoin(
          postVotes,
          and(
            isNotNull(postVotes.postId),
            eq(postVotes.postId, communityPosts.id),
            eq(postVotes.userId, viewerId),
          ),
        )
        .where(and(eq(communityPosts.id, postId), eq(communityPosts.status, 'published')))
        .limit(1);
      return row;
    },

    async trending(since: Date) {
      return db
        .select({
          id: communityPosts.id,
          title: communityPosts.title,
          upvotes: communityPosts.upvotes,
          downvotes: communityPosts.downvotes,
          commentCount: communityPosts.commentCount,
          createdAt: communityPosts.createdAt,
          category: communityPosts.category,
          authorName: userProfiles.fullName,
        })
        .from(communityPosts)
        .leftJoin(userProfiles, eq(userProfiles.userId, communityPosts.userId))
        .where(and(eq(communityPosts.status, 'published'), gte(communityPosts.createdAt, since)))
        .orderBy(desc(communityPosts.upvotes), desc(communityPosts.createdAt))
        .limit(communityLimits.trendingLimit);
    },
  };
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof createPostsRepository>['list']>>[number];
