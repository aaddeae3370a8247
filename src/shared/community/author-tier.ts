import { isAdminRole, type ProfileTier, type Role } from '../accounts/roles';

/**
 * docs/product/community.md#who-sees-a-job-seeker-badge: employers are sent no tier at all, and an
 * unknown role falls on the side that sees less.
 */
export const tierAudiences = ['peers', 'employers'] as const;
export type TierAudience = (typeof tierAudiences)[number];

export function tierAudienceOf(viewerRole: Role): TierAudience {
  return viewerRole === 'candidate' || isAdminRole(viewerRole) ? 'peers' : 'employers';
}

const tierRank: Record<ProfileTier, number> = { community: 0, portfolio: 1, active_seeker: 2 };

export interface CommunityAuthorStanding {
  /** Null once the author's account is erased. */
  role: Role | null;
  tierWhenPosted: ProfileTier;
  /** The author's tier now; null once erased. */
  tierNow: ProfileTier | null;
  /** Whether the author hides from at least one organisation (marketplace hide list). */
  hidesFromAnOrganisation: boolean;
}

/**
 * The lower of the tier when posted and now, so a candidate who stops looking stops being shown as
 * looking; 'portfolio' for one who hides from any organisation, whose colleagues could otherwise read it.
 */
export function shownAuthorTier(author: CommunityAuthorStanding, audience: TierAudience): ProfileTier | null {
  if (audience !== 'peers' || author.role !== 'candidate' || author.tierNow === null) return null;
  const lower =
    tierRank[author.tierNow] < tierRank[author.tierWhenPosted] ? author.tierNow : author.tierWhenPosted;
  return lower === 'active_seeker' && author.hidesFromAnOrganisation ? 'portfolio' : lower;
}
