import { describe, expect, it } from 'vitest';
import { hrefOf, isActivePath } from './document-navigation';

describe('isActivePath (NavLink on a pre-rendered page, as React Router decides it)', () => {
  it('marks the same path, whatever the letter case or a trailing slash', () => {
    expect(isActivePath('/contact', '/contact')).toBe(true);
    expect(isActivePath('/Contact/', '/contact')).toBe(true);
    expect(isActivePath('/contact', '/contact/', true)).toBe(true);
  });

  it('marks a path below the link unless the link ends there', () => {
    expect(isActivePath('/arrsplace/about', '/arrsplace')).toBe(true);
    expect(isActivePath('/arrsplace/about', '/arrsplace', true)).toBe(false);
    expect(isActivePath('/arrsplace-other', '/arrsplace')).toBe(false);
  });

  it('marks only the home page itself for a link to /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/contact', '/')).toBe(false);
  });

  it('ignores the query and hash of the link', () => {
    expect(isActivePath('/', '/#services', true)).toBe(true);
    expect(isActivePath('/contact', '/contact?from=footer', true)).toBe(true);
  });
});

describe('hrefOf', () => {
  it('keeps a path and joins the parts of a path object', () => {
    expect(hrefOf('/privacy#rights')).toBe('/privacy#rights');
    expect(hrefOf({ pathname: '/arrsplace', search: '?tab=roles', hash: '#roles' })).toBe(
      '/arrsplace?tab=roles#roles',
    );
    expect(hrefOf({ hash: '#top' })).toBe('#top');
  });
});
