import { publicPageMeta } from '../../../shared/routing/public-page-meta';
import type { Site } from '../../../shared/routing/site';
import { escapeHtml, type SiteOrigins } from './page-head';

/** The public pages a host lists in its sitemap: those it is the canonical home of. */
export function sitemapPaths(site: Site): string[] {
  return Object.entries(publicPageMeta)
    .filter(([, meta]) => meta.home === site && !('canonicalPath' in meta))
    .map(([path]) => path);
}

/** GET /sitemap.xml on a host: its public pages as absolute URLs on its own origin. */
export function renderSitemap(site: Site, origins: SiteOrigins): string {
  const urls = sitemapPaths(site).map(
    (path) => `<url><loc>${escapeHtml(`${origins[site]}${path}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/**
 * GET /robots.txt on a host. The signed-in areas are not disallowed: a crawler must be able to read
 * their noindex (a disallowed URL can still be indexed from links, without its content).
 */
export function renderRobots(site: Site, origins: SiteOrigins): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${origins[site]}/sitemap.xml\n`;
}
