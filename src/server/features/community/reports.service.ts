import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { communityLimits } from '../../../shared/community/community-rules';
import { communityPosts, contentReports, postComments } from '../../db/schema';
import { communityErrors } from './community.errors';
import { type CommunityDeps, enforceWriteLimit, type Member } from './community.service';
import { notifyCommunity } from './community-events';
import { communityRateLimits } from './community-rate-limits';

/** Spec §3: the reason and descriptions are fixed texts. */
const reportReason = 'inappropriate_content';
const reportDescriptions = {
  post: 'User reported this post',
  comment: 'User reported this comment',
} as const;

/**
 * Files the member's report (a repeat while one is open counts once). Reports from 3 different members
 * hide the item until a moderator reviews it; the item's row is locked so the count is exact.
 */
export async function reportPost(deps: CommunityDeps, member: Member, postId: string): Promise<void> {
  await enforceWriteLimit(deps, communityRateLimits.report, member);
  await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.status, 'published')))
      .for('no key update');
    if (!post) throw communityErrors.postNotFound();
    await tx
      .insert(contentReports)
      .values({
        reporterUserId: member.userId,
        postId,
        reason: reportReason,
        description: reportDescriptions.post,
      })
      .onConflictDoNothing({
        target: [contentReports.reporterUserId, contentReports.postId],
        where: sql`post_id is not null and resolved_at is null`,
      });
    const [open] = await tx
      .select({ reporters: countDistinct(contentReports.reporterUserId) })
      .from(contentReports)
      .where(and(eq(contentReports.postId, postId), isNull(contentReports.resolvedAt)));
    if ((open?.reporters ?? 0) >= communityLimits.autoHideReporters) {
      await tx.update(communityPosts).set({ status: 'auto_hidden' }).where(eq(communityPosts.id, postId));
      await notifyCommunity(tx, { type: 'moderation', id: postId });
    }
  });
}

export async function reportComment(deps: CommunityDeps, member: Member, commentId: string): Promise<void> {
  await enforceWriteLimit(deps, communityRateLimits.report, member);
  await deps.db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ postId: postComments.postId })
      .from(postComments)
      .where(and(eq(postComments.id, commentId), eq(postComments.status, 'published')))
      .for('no key update');
    if (!comment) throw communityErrors.commentNotFound();
    await tx
      .insert(contentReports)
      .values({
        reporterUserId: member.userId,
        commentId,
        reason: reportReason,
        description: reportDescriptions.comment,
      })
      .onConflictDoNothing({
        target: [contentReports.reporterUserId, contentReports.commentId],
        where: sql`comment_id is not null and resolved_at is null`,
      });
    const [open] = await tx
      .select({ reporters: countDistinct(contentReports.reporterUserId) })
      .from(contentReports)
      .where(and(eq(contentReports.commentId, commentId), isNull(contentReports.resolvedAt)));
    if ((open?.reporters ?? 0) >= communityLimits.autoHideReporters) {
      await tx.update(postComments).set({ status: 'auto_hidden' }).where(eq(postComments.id, commentId));
      await tx
        .update(communityPosts)
        .set({ commentCount: sql`greatest(${communityPosts.commentCount} - 1, 0)` })
        .where(eq(communityPosts.id, comment.postId));
      await notifyCommunity(tx, { type: 'moderation', id: comment.postId });
    }
  });
}
