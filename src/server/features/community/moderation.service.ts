import type { ContentStatus, ModerationQueueItem } from '../../../shared/community/community.schemas';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { communityErrors } from './community.errors';
import { createCommunityEventsRepository } from './community-events.repository';
import { createModerationRepository, type QueueView } from './moderation.repository';
import { createPostsRepository } from './posts.repository';

export interface ModerationDeps {
  db: Database;
  now: () => Date;
}

const excerptLength = 280;

/**
 * What needs a moderator: items with open reports or hidden automatically ('open'), or items a
 * moderator hid ('hidden', to restore). Auto-hidden first, then by open reports, then most recent.
 */
export async function moderationQueue(deps: ModerationDeps, view: QueueView): Promise<ModerationQueueItem[]> {
  const { posts, comments } = await createModerationRepository(deps).queue(view);
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
    const moderation = createModerationRepository({ db: tx });
    const current = await moderation.lock(target);
    if (!current)
      throw target.kind === 'post' ? communityErrors.postNotFound() : communityErrors.commentNotFound();
    const stamp = { status, moderationReason: input.reason, moderatedAt: at, moderatedBy: moderatorId };
    let postId = target.id;
    if (target.kind === 'post') {
      await moderation.stampPost(target.id, stamp);
    } else {
      postId = (await moderation.stampComment(target.id, stamp)) ?? target.id;
      // Only shown comments count on their post.
      const wasShown = current.status === 'published';
      const isShown = status === 'published';
      if (wasShown !== isShown) {
        await createPostsRepository({ db: tx }).shiftCommentCount(postId, isShown ? 1 : -1);
      }
    }
    await moderation.resolveReports(target, at);
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
    await createCommunityEventsRepository({ db: tx }).notify({ type: 'moderation', id: postId });
    return status;
  });
}

export async function setPinned(deps: ModerationDeps, moderatorId: string, postId: string, pinned: boolean) {
  return deps.db.transaction(async (tx) => {
    const post = await createModerationRepository({ db: tx }).setPinned(postId, pinned);
    if (!post) throw communityErrors.postNotFound();
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'community_moderation',
      severity: 'low',
      userId: moderatorId,
      targetUserId: post.userId,
      details: { kind: 'post', id: postId, action: pinned ? 'pin' : 'unpin' },
    });
    await createCommunityEventsRepository({ db: tx }).notify({ type: 'moderation', id: postId });
    return post.isPinned;
  });
}
