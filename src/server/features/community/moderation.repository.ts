import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ContentStatus } from '../../../shared/community/community.schemas';
import type { Database } from '../../db/database';
import { communityPosts, contentReports, postComments, userProfiles } from '../../db/schema';

export type QueueView = 'open' | 'hidden';

export interface ModerationTarget {
  kind: 'post' | 'comment';
  id: string;
}

export interface ModerationStamp {
  status: ContentStatus;
  moderationReason: string;
  moderatedAt: Date;
  moderatedBy: string;
}

const queueLimit = 200;

/** Pass a transaction to group writes. */
export function createModerationRepository({ db }: { db: Database }) {
  function openPostReports() {
    return db
      .select({
        postId: contentReports.postId,
        open: sql<number>`count(*)::int`.as('open'),
        last: sql<Date>`max(${contentReports.createdAt})`.as('last'),
      })
      .from(contentReports)
      .where(and(isNull(contentReports.resolvedAt), sql`${contentReports.postId} is not null`))
      .groupBy(contentReports.postId)
      .as('post_reports');
  }

  function openCommentReports() {
    return db
      .select({
        commentId: contentReports.commentId,
        open: sql<number>`count(*)::int`.as('open'),
        last: sql<Date>`max(${contentReports.createdAt})`.as('last'),
      })
      .from(contentReports)
      .where(and(isNull(contentReports.resolvedAt), sql`${contentReports.commentId} is not null`))
      .groupBy(contentReports.commentId)
      .as('comment_reports');
  }

  return {
    /**
     * The posts and comments of a queue view, newest first, with their open reports: 'open' — open
     * reports or hidden automatically; 'hidden' — hidden by a moderator.
     */
    async queue(view: QueueView) {
      const postReports = openPostReports();
      const commentReports = openCommentReports();
      const postFilter =
        view === 'hidden'
          ? eq(communityPosts.status, 'hidden')
          : sql`(${postReports.open} > 0 or ${communityPosts.status} = 'auto_hidden')`;
      const commentFilter =
        view === 'hidden'
          ? eq(postComments.status, 'hidden')
          : sql`(${commentReports.open} > 0 or ${postComments.status} = 'auto_hidden')`;
      const [posts, comments] = await Promise.all([
        db
          .select({
            id: communityPosts.id,
            title: communityPosts.title,
            content: communityPosts.content,
            status: communityPosts.status,
            authorName: userProfiles.fullName,
            open: postReports.open,
            last: postReports.last,
            moderatedAt: communityPosts.moderatedAt,
            createdAt: communityPosts.createdAt,
            moderationReason: communityPosts.moderationReason,
            isPinned: communityPosts.isPinned,
          })
          .from(communityPosts)
          .leftJoin(postReports, eq(postReports.postId, communityPosts.id))
          .leftJoin(userProfiles, eq(userProfiles.userId, communityPosts.userId))
          .where(postFilter)
          .orderBy(desc(communityPosts.createdAt))
          .limit(queueLimit),
        db
          .select({
            id: postComments.id,
            postId: postComments.postId,
            title: communityPosts.title,
            content: postComments.content,
            status: postComments.status,
            authorName: userProfiles.fullName,
            open: commentReports.open,
            last: commentReports.last,
            moderatedAt: postComments.moderatedAt,
            createdAt: postComments.createdAt,
            moderationReason: postComments.moderationReason,
          })
          .from(postComments)
          .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
          .leftJoin(commentReports, eq(commentReports.commentId, postComments.id))
          .leftJoin(userProfiles, eq(userProfiles.userId, postComments.userId))
          .where(commentFilter)
          .orderBy(desc(postComments.createdAt))
          .limit(queueLimit),
      ]);
      return { posts, comments };
    },

    /** The item's status and author, its row locked until the transaction ends; undefined if none. */
    async lock(target: ModerationTarget) {
      const table = target.kind === 'post' ? communityPosts : postComments;
      const [row] = await db
        .select({ status: table.status, userId: table.userId })
        .from(table)
        .where(eq(table.id, target.id))
        .for('no key update');
      return row;
    },

    async stampPost(postId: string, stamp: ModerationStamp) {
      await db.update(communityPosts).set(stamp).where(eq(communityPosts.id, postId));
    },

    async stampComment(commentId: string, stamp: ModerationStamp) {
      const [row] = await db
        .update(postComments)
        .set(stamp)
        .where(eq(postComments.id, commentId))
        .returning({ postId: postComments.postId });
      return row?.postId;
    },

    async resolveReports(target: ModerationTarget, at: Date) {
      const column = target.kind === 'post' ? contentReports.postId : contentReports.commentId;
      await db
        .update(contentReports)
        .set({ resolvedAt: at })
        .where(and(eq(column, target.id), isNull(contentReports.resolvedAt)));
    },

    async setPinned(postId: string, pinned: boolean) {
      const [row] = await db
        .update(communityPosts)
        .set({ isPinned: pinned })
        .where(eq(communityPosts.id, postId))
        .returning({ isPinned: communityPosts.isPinned, userId: communityPosts.userId });
      return row;
    },
  };
}
