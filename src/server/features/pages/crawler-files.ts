import { publicPageMeta } from '../../../shared/routing/public-page-meta';
import type { Site } from '../../../shared/routing/site';
import { escapeHtml, type SiteOrigins } from './page-head';

export function sitemapPaths(site: Site): string[] {
  return Object.entries(publicPageMeta)
    .filter(([, meta]) => meta.home === site && !('canonicalPath' in meta))
    .map(([path]) => path);
}

export function renderSitemap(site: Site, origins: SiteOrigins): string {
  const urls = sitemapPaths(site).map(
    (path) => `<url><loc>${escapeHtml(`${origins[site]}${path}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** The signed-in areas are not disallowed: a crawler must be able to read their noindex. */
export function renderRobots(site: Site, origins: SiteOrigins): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${origins[site]}/sitemap.xml\n`;
}
