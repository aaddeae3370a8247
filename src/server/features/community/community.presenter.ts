import type { Role } from '../../../shared/accounts/roles';
import { shownAuthorTier, type TierAudience } from '../../../shared/community/author-tier';
import type { CommunityComment, CommunityPost, VoteType } from '../../../shared/community/community.schemas';
import type { CommentRow } from './comments.repository';
import type { PostRow } from './posts.repository';

/**
 * Only the listed fields leave the server: no e-mail addresses, no moderation notes, and the author's
 * tier only as `audience` may read it (author-tier.ts).
 */
export function presentPost(row: PostRow, myVote: VoteType | null, audience: TierAudience): CommunityPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    contentTruncated: row.contentTruncated,
    category: row.category,
    tags: row.tags,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    commentCount: row.commentCount,
    isPinned: row.isPinned,
    createdAt: row.createdAt.toISOString(),
    authorProfileTier: shownAuthorTier(
      {
        role: row.authorRole,
        tierWhenPosted: row.authorProfileTier,
        tierNow: row.authorTierNow,
        hidesFromAnOrganisation: row.authorHidesFromAnOrganisation,
      },
      audience,
    ),
    author: presentAuthor(row.authorId, row.authorName, row.authorRole),
    myVote,
  };
}

export function presentComment(row: CommentRow): CommunityComment {
  return {
    id: row.id,
    postId: row.postId,
    parentCommentId: row.parentCommentId,
    content: row.content,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    createdAt: row.createdAt.toISOString(),
    author: presentAuthor(row.authorId, row.authorName, row.authorRole),
    myVote: row.myVote ?? null,
  };
}

function presentAuthor(id: string | null, fullName: string | null, role: Role | null) {
  // An erased account leaves no author at all ('Anonymous User' on the card).
  return id ? { id, fullName, role } : { id: null, fullName: null, role: null };
}
