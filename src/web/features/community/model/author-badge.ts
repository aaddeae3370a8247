import { roleLabels, tierDetails } from '../../../../shared/accounts/roles';
import type { CommunityPost } from '../../../../shared/community/community.schemas';

/** The server sends a tier only to peers (docs/product/community.md#who-sees-a-job-seeker-badge). */
export function authorBadgeLabel(post: Pick<CommunityPost, 'authorProfileTier' | 'author'>): string | null {
  if (post.authorProfileTier) return tierDetails[post.authorProfileTier].badge;
  return post.author.role ? roleLabels[post.author.role] : null;
}
