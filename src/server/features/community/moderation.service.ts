import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ContentStatus, ModerationQueueItem } from '../../../shared/community/community.schemas';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { communityPosts, contentReports, postComments, userProfiles } from '../../db/schema';
import { communityErrors } from './community.errors';
import { notifyCommunity } from './community-events';

export interface ModerationDeps {
  db: Database;
  now: () => Date;
}

export type QueueView = 'open' | 'hidden';
const excerptLength = 280;

/**
 * What needs a moderator: items with open reports or hidden automatically ('open'), or items a
 * moderator hid ('hidden', to restore). Auto-hidden first, then by open reports, then most recent.
 */
export async function moderationQueue(deps: ModerationDeps, view: QueueView): Promise<ModerationQueueItem[]> {
  const postReports = deps.db
    .select({
      postId: contentReports.postId,
      open: sql<number>`count(*)::int`.as('open'),
      last: sql<Date>`max(${contentReports.createdAt})`.as('last'),
    })
    .from(contentReports)
    .where(and(isNull(contentReports.resolvedAt), sql`${contentReports.postId} is not null`))
    .groupBy(contentReports.postId)
    .as('post_reports');
  const commentReports = deps.db
    .select({
      commentId: contentReports.commentId,
      open: sql<number>`count(*)::int`.as('open'),
      last: sql<Date>`max(${contentReports.createdAt})`.as('last'),
    })
    .from(contentReports)
    .where(and(isNull(contentReports.resolvedAt), sql`${contentReports.commentId} is not null`))
    .groupBy(contentReports.commentId)
    .as('comment_reports');

  const postFilter =
    view === 'hidden'
      ? eq(communityPosts.status, 'hidden')
      : sql`(${postReports.open} > 0 or ${communityPosts.status} = 'auto_hidden')`;
  const commentFilter =
    view === 'hidden'
      ? eq(postComments.status, 'hidden')
      : sql`(${commentReports.open} > 0 or ${postComments.status} = 'auto_hidden')`;

  const [posts, comments] = await Promise.all([
    deps.db
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
      .limit(200),
    deps.db
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
      .limit(200),
  ]);

  const items: ModerationQueueItem[] = [
    ...posts.map((row) => ({ ...row, kind: 'post' as const, postId: row.id })),
    ...comments.map((row) => ({ ...row, kind: 'comment' as const, isPinned: false })),
  ].map((row) => ({
    kind: row.kind,
    id: row.id,
    postId: row.postId,
    title: row.title,
    excerpt: row.content.length > excerptLength ? `${row.content.slice(0, excerptLength)}...` : row.content,
    authorName: row.authorName,
    status: row.status,
    openReports: row.open ?? 0,
    lastReportedAt: toIso(row.last ?? row.moderatedAt ?? row.createdAt),
    moderationReason: row.moderationReason,
    isPinned: row.isPinned,
  }));
  const statusRank = (status: ContentStatus) => (status === 'auto_hidden' ? 0 : 1);
  return items.sort(
    (a, b) =>
      statusRank(a.status) - statusRank(b.status) ||
      b.openReports - a.openReports ||
      b.lastReportedAt.localeCompare(a.lastReportedAt),
  );
}

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export interface ModerationAction {
  action: 'hide' | 'restore';
  reason: string;
}

/**
 * Hides or restores a post or comment with the moderator's reason: either way the open reports are
 * resolved (reviewed). Every action goes into the audit trail; listings update through the event.
 */
export async function moderate(
  deps: ModerationDeps,
  moderatorId: string,
  target: { kind: 'post' | 'comment'; id: string },
  input: ModerationAction,
): Promise<ContentStatus> {
  const status: ContentStatus = input.action === 'hide' ? 'hidden' : 'published';
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const table = target.kind === 'post' ? communityPosts : postComments;
    const [current] = await tx
      .select({ status: table.status, userId: table.userId })
      .from(table)
      .where(eq(table.id, target.id))
      .for('no key update');
    if (!current)
      throw target.kind === 'post' ? communityErrors.postNotFound() : communityErrors.commentNotFound();
    let postId = target.id;
    if (target.kind === 'post') {
      await tx
        .update(communityPosts)
        .set({ status, moderationReason: input.reason, moderatedAt: at, moderatedBy: moderatorId })
        .where(eq(communityPosts.id, target.id));
    } else {
      const [comment] = await tx
        .update(postComments)
        .set({ status, moderationReason: input.reason, moderatedAt: at, moderatedBy: moderatorId })
        .where(eq(postComments.id, target.id))
        .returning({ postId: postComments.postId });
      postId = comment?.postId ?? target.id;
      const wasShown = current.status === 'published';
      const isShown = status === 'published';
      if (wasShown !== isShown) {
        await tx
          .update(communityPosts)
          .set({ commentCount: sql`greatest(${communityPosts.commentCount} + ${isShown ? 1 : -1}, 0)` })
          .where(eq(communityPosts.id, postId));
      }
    }
    const reportTarget = target.kind === 'post' ? contentReports.postId : contentReports.commentId;
    await tx
      .update(contentReports)
      .set({ resolvedAt: at })
      .where(and(eq(reportTarget, target.id), isNull(contentReports.resolvedAt)));
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'community_moderation',
      severity: 'medium',
      userId: moderatorId,
      targetUserId: current.userId,
      details: {
        kind: target.kind,
        id: target.id,
        action: input.action,
        reason: input.reason,
        previousStatus: current.status,
      },
    });
    await notifyCommunity(tx, { type: 'moderation', id: postId });
    return status;
  });
}

export async function setPinned(deps: ModerationDeps, moderatorId: string, postId: string, pinned: boolean) {
  return deps.db.transaction(async (tx) => {
    const [post] = await tx
      .update(communityPosts)
      .set({ isPinned: pinned })
      .where(eq(communityPosts.id, postId))
      .returning({ isPinned: communityPosts.isPinned, userId: communityPosts.userId });
    if (!post) throw communityErrors.postNotFound();
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'community_moderation',
      severity: 'low',
      userId: moderatorId,
      targetUserId: post.userId,
      details: { kind: 'post', id: postId, action: pinned ? 'pin' : 'unpin' },
    });
    await notifyCommunity(tx, { type: 'moderation', id: postId });
    return post.isPinned;
  });
}
