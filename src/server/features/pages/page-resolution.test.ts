import { describe, expect, it } from 'vitest';
import { resolvePage } from './page-resolution';

describe('resolvePage', () => {
  it('renders known pages and 404s unknown ones', () => {
    expect(resolvePage('/recruitment', '', 'consultancy')).toEqual({ kind: 'page', statusCode: 200 });
    expect(resolvePage('/arrsplace/community/', '', 'marketplace')).toEqual({
      kind: 'page',
      statusCode: 200,
    });
    expect(resolvePage('/wp-login.php', '', 'consultancy')).toEqual({ kind: 'page', statusCode: 404 });
  });

  it('redirects the marketplace root only on the marketplace host', () => {
    expect(resolvePage('/', '', 'marketplace')).toEqual({
      kind: 'redirect',
      location: '/arrsplace',
      statusCode: 302,
    });
    expect(resolvePage('/', '', 'consultancy')).toEqual({ kind: 'page', statusCode: 200 });
  });

  it('redirects old service pages permanently', () => {
    expect(resolvePage('/project-management/', '?a=1', 'consultancy')).toEqual({
      kind: 'redirect',
      location: '/arrsplace?a=1',
      statusCode: 301,
    });
  });
});
