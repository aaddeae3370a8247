import { describe, expect, it } from 'vitest';
import { legacyRedirects } from '../../shared/routing/paths';
import { buildMe } from '../lib/session/me.test-utils';
import { welcomeLine } from './platform-header';
import { footerServices, headerNavigation, platformNavigation } from './site-navigation';

describe('headerNavigation', () => {
  it('gives the consultancy host Home, ARRS Place, Contact and a Sign In button', () => {
    expect(headerNavigation('consultancy')).toEqual({
      links: [
        { label: 'Home', to: '/' },
        { label: 'ARRS Place', to: '/arrsplace' },
        { label: 'Contact', to: '/contact' },
      ],
      signIn: { label: 'Sign In', to: '/arrsplace/auth' },
    });
  });

  it('gives the marketplace host Home, Community and About', () => {
    expect(headerNavigation('marketplace')).toEqual({
      links: [
        { label: 'Home', to: '/arrsplace' },
        { label: 'Community', to: '/arrsplace/auth' },
        { label: 'About', to: '/about-arrsplace' },
      ],
    });
  });
});

describe('footerServices', () => {
  it('links recruitment to the recruitment page on the consultancy host', () => {
    expect(footerServices('consultancy').map((item) => item.to)).toEqual([
      '/recruitment',
      '/business-development',
      '/project-management',
    ]);
  });

  it('links recruitment to sign-in on the marketplace host', () => {
    expect(footerServices('marketplace')[0]).toEqual({ label: 'Recruitment', to: '/arrsplace/auth' });
  });

  it('links the other services to registered legacy redirects', () => {
    for (const item of footerServices('consultancy').slice(1)) {
      expect(Object.keys(legacyRedirects)).toContain(item.to);
    }
  });
});

describe('platformNavigation (signed-in header)', () => {
  const labels = (links: { label: string; to: string }[]) => links.map((link) => `${link.label} ${link.to}`);

  it('links the consultancy home and Contact, then the area, community and settings', () => {
    expect(labels(platformNavigation(buildMe().profile))).toEqual([
      'Home /',
      'Contact /contact',
      'Dashboard /arrsplace/candidate',
      'Community /arrsplace/community',
      'Account settings /arrsplace/candidate/settings',
    ]);
    expect(labels(platformNavigation(buildMe({ role: 'admin' }).profile))).toEqual([
      'Home /',
      'Contact /contact',
      'Dashboard /arrsplace/admin',
      'Community /arrsplace/community',
    ]);
  });

  it('gives a community member no separate dashboard, and an unapproved account only the public links', () => {
    expect(labels(platformNavigation(buildMe({ profileTier: 'community' }).profile))).not.toContain(
      'Dashboard /arrsplace/community',
    );
    expect(labels(platformNavigation(buildMe({ isApproved: false }).profile))).toEqual([
      'Home /',
      'Contact /contact',
    ]);
  });
});

describe('welcomeLine', () => {
  it('greets by name, falling back to the e-mail', () => {
    expect(welcomeLine(buildMe({ fullName: 'Jane Doe' }))).toBe('Welcome, Jane Doe');
    expect(welcomeLine(buildMe({ fullName: ' ' }, { name: '', email: 'j@x.org' }))).toBe('Welcome, j@x.org');
  });
});
