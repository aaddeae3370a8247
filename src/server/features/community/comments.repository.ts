import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { postComments, postVotes, userProfiles } from '../../db/schema';

const parents = alias(postComments, 'parent');

/** Comments as members read them (spec §7.2): published, oldest first, author and viewer's vote joined. */
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
  };
}

export type CommentRow = Awaited<
  ReturnType<ReturnType<typeof createCommentsRepository>['listForPost']>
>[number];
