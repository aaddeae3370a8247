import { describe, expect, it } from 'vitest';
import { legacyRedirects } from '../../shared/routing/paths';
import { footerServices, headerNavigation } from './site-navigation';

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
