import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { communityPosts, postComments, postVotes, userProfiles } from '../../db/schema';

const parents = alias(postComments, 'parent');

export type NewComment = Pick<
  typeof postComments.$inferInsert,
  'postId' | 'userId' | 'parentCommentId' | 'content' | 'createdAt'
>;

/** Comments as members read them, and the forum's writes to them. Pass a transaction to group writes. */
export function createCommentsRepository({ db }: { db: Database }) {
  function viewQuery(viewerId: string) {
    return db
      .select({
        id: postComments.id,
        postId: postComments.postId,
        parentCommentId: postComments.parentCommentId,
        content: postComments.content,
        upvotes: postComments.upvotes,
        downvotes: postComments.downvotes,
        createdAt: postComments.createdAt,
        authorId: postComments.userId,
        authorName: userProfiles.fullName,
        authorRole: userProfiles.role,
        myVote: postVotes.voteType,
      })
      .from(postComments)
      .leftJoin(userProfiles, eq(userProfiles.userId, postComments.userId))
      .leftJoin(
        postVotes,
        and(
          isNotNull(postVotes.commentId),
          eq(postVotes.commentId, postComments.id),
          eq(postVotes.userId, viewerId),
        ),
      )
      .leftJoin(parents, eq(parents.id, postComments.parentCommentId));
  }

  return {
    /** A reply is shown only while the comment it answers is shown. */
    async listForPost(viewerId: string, postId: string) {
      return viewQuery(viewerId)
        .where(
          and(
            eq(postComments.postId, postId),
            eq(postComments.status, 'published'),
            or(isNull(postComments.parentCommentId), eq(parents.status, 'published')),
          ),
        )
        .orderBy(asc(postComments.createdAt), asc(postComments.id));
    },
    async findPublished(viewerId: string, commentId: string) {
      const [row] = await viewQuery(viewerId)
        .where(and(eq(postComments.id, commentId), eq(postComments.status, 'published')))
        .limit(1);
      return row;
    },

    /** The comment a reply would answer: published, on the same post; undefined if there is none. */
    async findParent(postId: string, commentId: string) {
      const [row] = await db
        .select({ parentCommentId: postComments.parentCommentId })
        .from(postComments)
        .where(
          and(
            eq(postComments.id, commentId),
            eq(postComments.postId, postId),
            eq(postComments.status, 'published'),
          ),
        );
      return row;
    },

    async create(comment: NewComment): Promise<string> {
      const [row] = await db.insert(postComments).values(comment).returning({ id: postComments.id });
      if (!row) throw new Error('comment insert returned nothing');
      return row.id;
    },

    /** A published comment's author and post, its row locked until the transaction ends (reports). */
    async lockPublished(commentId: string) {
      const [row] = await db
        .select({ userId: postComments.userId, postId: postComments.postId })
        .from(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.status, 'published')))
        .for('no key update');
      return row;
    },

    /** The same for a published comment on a published post (votes); only the comment's row is locked. */
    async lockPublishedOnPublishedPost(commentId: string) {
      const [row] = await db
        .select({ userId: postComments.userId, postId: postComments.postId })
        .from(postComments)
        .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
        .where(
          and(
            eq(postComments.id, commentId),
            eq(postComments.status, 'published'),
            eq(communityPosts.status, 'published'),
          ),
        )
        .for('no key update', { of: postComments });
      return row;
    },
  };
}

export type CommentRow = Awaited<
  ReturnType<ReturnType<typeof createCommentsRepository>['listForPost']>
>[number];
