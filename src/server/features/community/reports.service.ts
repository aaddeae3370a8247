import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { communityLimits } from '../../../shared/community/community-rules';
import type { Database } from '../../db/database';
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

/** The predicates of the partial unique indexes on content_reports (community-schema.ts), for ON CONFLICT. */
const openReportKeys = {
  post: sql`post_id is not null and resolved_at is null`,
  comment: sql`comment_id is not null and resolved_at is null`,
} as const;

/** The item being reported, already locked by the caller's transaction; `postId` is its post. */
interface LockedTarget {
  kind: 'post' | 'comment';
  id: string;
  postId: string;
}

/** Hides the item until a moderator reviews it; a hidden comment no longer counts on its post. */
async function autoHide(tx: Database, target: LockedTarget) {
  if (target.kind === 'post') {
    await tx.update(communityPosts).set({ status: 'auto_hidden' }).where(eq(communityPosts.id, target.id));
  } else {
    await tx.update(postComments).set({ status: 'auto_hidden' }).where(eq(postComments.id, target.id));
    await tx
      .update(communityPosts)
      .set({ commentCount: sql`greatest(${communityPosts.commentCount} - 1, 0)` })
      .where(eq(communityPosts.id, target.postId));
  }
  await notifyCommunity(tx, { type: 'moderation', id: target.postId });
}

/**
 * Files the member's report on a locked post or comment (a repeat while one is open counts once).
 * Reports from 3 different members hide the item until a moderator reviews it; the lock makes the
 * count exact.
 */
async function fileReport(tx: Database, member: Member, target: LockedTarget): Promise<void> {
  const column = target.kind === 'post' ? contentReports.postId : contentReports.commentId;
  await tx
    .insert(contentReports)
    .values({
      reporterUserId: member.userId,
      ...(target.kind === 'post' ? { postId: target.id } : { commentId: target.id }),
      reason: reportReason,
      description: reportDescriptions[target.kind],
    })
    .onConflictDoNothing({
      target: [contentReports.reporterUserId, column],
      where: openReportKeys[target.kind],
    });
  const [open] = await tx
    .select({ reporters: countDistinct(contentReports.reporterUserId) })
    .from(contentReports)
    .where(and(eq(column, target.id), isNull(contentReports.resolvedAt)));
  if ((open?.reporters ?? 0) >= communityLimits.autoHideReporters) await autoHide(tx, target);
}

/** Reports a published post; its row is the lock. */
export async function reportPost(deps: CommunityDeps, member: Member, postId: string): Promise<void> {
  await enforceWriteLimit(deps, communityRateLimits.report, member);
  await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, postId), eq(communityPosts.status, 'published')))
      .for('no key update');
    if (!post) throw communityErrors.postNotFound();
    await fileReport(tx, member, { kind: 'post', id: postId, postId });
  });
}

/** Reports a published comment; the comment's row is the lock. */
export async function reportComment(deps: CommunityDeps, member: Member, commentId: string): Promise<void> {
  await enforceWriteLimit(deps, communityRateLimits.report, member);
  await deps.db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ postId: postComments.postId })
      .from(postComments)
      .where(and(eq(postComments.id, commentId), eq(postComments.status, 'published')))
      .for('no key update');
    if (!comment) throw communityErrors.commentNotFound();
    await fileReport(tx, member, { kind: 'comment', id: commentId, postId: comment.postId });
  });
}
