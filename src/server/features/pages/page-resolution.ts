import { isKnownPagePath, legacyRedirects, normalisePathname, paths } from '../../../shared/routing/paths';
import type { Site } from '../../../shared/routing/site';

export type PageResolution =
  | { kind: 'redirect'; location: string; statusCode: 301 | 302 }
  | { kind: 'page'; statusCode: 200 | 404 };

/** The rules: docs/product/site.md#redirects and docs/product/site.md#not-found-page. */
export function resolvePage(pathname: string, search: string, site: Site): PageResolution {
  const path = normalisePathname(pathname);
  if (site === 'marketplace' && path === paths.home) {
    return { kind: 'redirect', location: `${paths.platform.landing}${search}`, statusCode: 302 };
  }
  const legacyTarget = legacyRedirects[path];
  if (legacyTarget) return { kind: 'redirect', location: `${legacyTarget}${search}`, statusCode: 301 };
  return { kind: 'page', statusCode: isKnownPagePath(path) ? 200 : 404 };
}
