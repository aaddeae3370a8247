import type { CommunityComment } from '../../../../shared/community/community.schemas';

export interface CommentThread {
  comment: CommunityComment;
  /** Replies oldest first (one level: the server refuses a reply to a reply). */
  replies: CommunityComment[];
  /** Only top-level comments take replies. */
  canReply: boolean;
}

const byCreatedAt = (a: CommunityComment, b: CommunityComment) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** A reply whose parent is not in the list (hidden by a moderator) is shown on its own. */
export function threadComments(comments: readonly CommunityComment[]): CommentThread[] {
  const sorted = [...comments].sort(byCreatedAt);
  const topLevelIds = new Set(sorted.filter((c) => c.parentCommentId === null).map((c) => c.id));
  const repliesByParent = new Map<string, CommunityComment[]>();
  for (const comment of sorted) {
    if (comment.parentCommentId === null || !topLevelIds.has(comment.parentCommentId)) continue;
    const replies = repliesByParent.get(comment.parentCommentId) ?? [];
    replies.push(comment);
    repliesByParent.set(comment.parentCommentId, replies);
  }
  const threads: CommentThread[] = [];
  for (const comment of sorted) {
    if (comment.parentCommentId === null) {
      threads.push({ comment, replies: repliesByParent.get(comment.id) ?? [], canReply: true });
    } else if (!topLevelIds.has(comment.parentCommentId)) {
      threads.push({ comment, replies: [], canReply: false });
    }
  }
  return threads;
}
