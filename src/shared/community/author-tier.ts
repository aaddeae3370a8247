import { isAdminRole, type ProfileTier, type Role } from '../accounts/roles';

/**
 * Who may read a community author's tier badge (docs/product/community.md#who-sees-a-job-seeker-badge).
 * Candidates and admin roles read it as 'peers'; everyone else, employers above all, as 'employers',
 * who are sent no tier at all. An unknown role falls on the side that sees less.
 */
export const tierAudiences = ['peers', 'employers'] as const;
export type TierAudience = (typeof tierAudiences)[number];

export function tierAudienceOf(viewerRole: Role): TierAudience {
  return viewerRole === 'candidate' || isAdminRole(viewerRole) ? 'peers' : 'employers';
}

const tierRank: Record<ProfileTier, number> = { community: 0, portfolio: 1, active_seeker: 2 };

/** What decides a post author's badge. */
export interface CommunityAuthorStanding {
  /** Null once the author's account is erased. */
  role: Role | null;
  /** The tier stored with the post when it was written. */
  tierWhenPosted: ProfileTier;
  /** The author's tier now; null once erased. */
  tierNow: ProfileTier | null;
  /** Whether the author hides from at least one organisation (marketplace hide list). */
  hidesFromAnOrganisation: boolean;
}

/**
 * The tier a post shows for its author, or null for none (the card then shows the author's role).
 * Only candidate authors have one, and only peers are told it. It is the lower of the tier when
 * posted and the tier now, so a candidate who stops looking stops being shown as looking; and the
 * job-seeking tier gives way to 'portfolio' for a candidate who hides from any organisation, because
 * a colleague of that organisation could otherwise read it and pass it on.
 */
export function shownAuthorTier(author: CommunityAuthorStanding, audience: TierAudience): ProfileTier | null {
  if (audience !== 'peers' || author.role !== 'candidate' || author.tierNow === null) return null;
  const lower =
    tierRank[author.tierNow] < tierRank[author.tierWhenPosted] ? author.tierNow : author.tierWhenPosted;
  return lower === 'active_seeker' && author.hidesFromAnOrganisation ? 'portfolio' : lower;
}
