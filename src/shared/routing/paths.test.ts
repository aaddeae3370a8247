import { describe, expect, it } from 'vitest';
import { isKnownPagePath, legacyRedirects, normalisePathname, paths } from './paths';

describe('isKnownPagePath', () => {
  it.each([
    '/',
    '/contact',
    '/contact/',
    '/recruitment',
    '/privacy',
    '/cookies',
    '/terms',
    '/reset-password',
    '/arrsplace',
    '/arrsplace/auth',
    '/arrsplace/reset-password',
    '/arrsplace/about',
    '/about-arrsplace',
    '/arrsplace/insights',
    '/arrsplace/candidate',
    '/arrsplace/candidate/register',
    '/arrsplace/candidate/documents',
    '/arrsplace/candidate/anything-in-the-area',
    '/arrsplace/employer',
    '/arrsplace/employer/register',
    '/arrsplace/community',
    '/arrsplace/admin',
    '/arrsplace/admin/accounts',
    '/arrsplace/master_admin',
    '/business-development',
    '/arrsplace/jobs',
    '/arrsplace/jobs/paramedic-ls6-0b6f7c2e-9d5a-4c11-8f3e-2a1b3c4d5e6f',
  ])('knows %s', (path) => {
    expect(isKnownPagePath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/arrsplace/nope',
    '/arrsplace/candidates',
    '/contact/extra',
    '/admin',
    '/arrsplace/jobsx',
  ])('does not know %s', (path) => {
    expect(isKnownPagePath(path)).toBe(false);
  });
});

describe('normalisePathname', () => {
  it('keeps the root and strips trailing slashes elsewhere', () => {
    expect(normalisePathname('/')).toBe('/');
    expect(normalisePathname('/arrsplace//')).toBe('/arrsplace');
    expect(normalisePathname('/arrsplace')).toBe('/arrsplace');
  });
});

describe('legacyRedirects', () => {
  it('sends the three old service pages to the platform landing', () => {
    expect(Object.keys(legacyRedirects).sort()).toEqual([
      '/business-development',
      '/project-management',
      '/recruitment-services',
    ]);
    for (const target of Object.values(legacyRedirects)) expect(target).toBe(paths.platform.landing);
  });
});
