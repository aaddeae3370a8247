import { roleLabels, tierDetails } from '../../../../shared/accounts/roles';
import type { CommunityPost } from '../../../../shared/community/community.schemas';

/**
 * The badge beside a post's author: their tier when the server sends one (only to candidates and
 * admins), otherwise their role ('Healthcare Professional' for every candidate an employer reads);
 * none for an erased author.
 */
export function authorBadgeLabel(post: Pick<CommunityPost, 'authorProfileTier' | 'author'>): string | null {
  if (post.authorProfileTier) return tierDetails[post.authorProfileTier].badge;
  return post.author.role ? roleLabels[post.author.role] : null;
}
