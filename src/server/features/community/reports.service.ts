import { communityLimits } from '../../../shared/community/community-rules';
import type { Database } from '../../db/database';
import { createCommentsRepository } from './comments.repository';
import { communityErrors } from './community.errors';
import { type CommunityDeps, enforceWriteLimit, type Member } from './community.service';
import { createCommunityEventsRepository } from './community-events.repository';
import { communityRateLimits } from './community-rate-limits';
import { createPostsRepository } from './posts.repository';
import { createReportsRepository, type ReportTarget } from './reports.repository';

const reportReason = 'inappropriate_content';
const reportDescriptions = {
  post: 'User reported this post',
  comment: 'User reported this comment',
} as const;

/** Hides the item until a moderator reviews it; a hidden comment no longer counts on its post. */
async function autoHide(tx: Database, target: ReportTarget) {
  await createReportsRepository({ db: tx }).autoHide(target);
  if (target.kind === 'comment') await createPostsRepository({ db: tx }).shiftCommentCount(target.postId, -1);
  await createCommunityEventsRepository({ db: tx }).notify({ type: 'moderation', id: target.postId });
}

/**
 * A repeat while one is open counts once; 3 different reporters hide the item until a moderator
 * reviews it (docs/product/community.md#reporting). The lock on the target makes the count exact.
 */
async function fileReport(tx: Database, member: Member, target: ReportTarget): Promise<void> {
  const reports = createReportsRepository({ db: tx });
  await reports.file(member.userId, target, {
    reason: reportReason,
    description: reportDescriptions[target.kind],
  });
  if ((await reports.countOpenReporters(target)) >= communityLimits.autoHideReporters) {
    await autoHide(tx, target);
  }
}

export async function reportPost(deps: CommunityDeps, member: Member, postId: string): Promise<void> {
  await enforceWriteLimit(deps, communityRateLimits.report, member);
  await deps.db.transaction(async (tx) => {
    const post = await createPostsRepository({ db: tx }).lockPublished(postId);
    if (!post) throw communityErrors.postNotFound();
    await fileReport(tx, member, { kind: 'post', id: postId, postId });
  });
}

export async function reportComment(deps: CommunityDeps, member: Member, commentId: string): Promise<void> {
  await enforceWriteLimit(deps, communityRateLimits.report, member);
  await deps.db.transaction(async (tx) => {
    const comment = await createCommentsRepository({ db: tx }).lockPublished(commentId);
    if (!comment) throw communityErrors.commentNotFound();
    await fileReport(tx, member, { kind: 'comment', id: commentId, postId: comment.postId });
  });
}
