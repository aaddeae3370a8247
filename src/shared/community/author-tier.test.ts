import { describe, expect, it } from 'vitest';
import { roles } from '../accounts/roles';
import { type CommunityAuthorStanding, shownAuthorTier, tierAudienceOf } from './author-tier';

const seeker: CommunityAuthorStanding = {
  role: 'candidate',
  tierWhenPosted: 'active_seeker',
  tierNow: 'active_seeker',
  hidesFromAnOrganisation: false,
};

describe('tierAudienceOf', () => {
  it('lets candidates and admin roles read tiers, and nobody else', () => {
    expect(Object.fromEntries(roles.map((role) => [role, tierAudienceOf(role)]))).toEqual({
      candidate: 'peers',
      employer: 'employers',
      admin: 'peers',
      master_admin: 'peers',
      system_admin: 'peers',
    });
  });
});

describe('shownAuthorTier', () => {
  it('shows an active seeker who hides from nobody as one, to peers only', () => {
    expect(shownAuthorTier(seeker, 'peers')).toBe('active_seeker');
    expect(shownAuthorTier(seeker, 'employers')).toBeNull();
  });

  it('never shows a candidate who hides from an organisation as a job seeker', () => {
    const hiding = { ...seeker, hidesFromAnOrganisation: true };
    expect(shownAuthorTier(hiding, 'peers')).toBe('portfolio');
    expect(shownAuthorTier(hiding, 'employers')).toBeNull();
    // The other tiers say nothing about looking for work, so they stay.
    expect(shownAuthorTier({ ...hiding, tierWhenPosted: 'community' }, 'peers')).toBe('community');
  });

  it('shows the lower of the tier when posted and the tier now', () => {
    expect(shownAuthorTier({ ...seeker, tierNow: 'community' }, 'peers')).toBe('community');
    expect(shownAuthorTier({ ...seeker, tierNow: 'portfolio' }, 'peers')).toBe('portfolio');
    expect(shownAuthorTier({ ...seeker, tierWhenPosted: 'portfolio' }, 'peers')).toBe('portfolio');
  });

  it('gives no tier for authors who are not candidates, or whose account is erased', () => {
    expect(shownAuthorTier({ ...seeker, role: 'employer' }, 'peers')).toBeNull();
    expect(shownAuthorTier({ ...seeker, role: 'admin' }, 'peers')).toBeNull();
    expect(shownAuthorTier({ ...seeker, role: null, tierNow: null }, 'peers')).toBeNull();
  });
});
