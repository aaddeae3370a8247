import { jobPath } from '../../../shared/marketplace/job-paths';
import { paths } from '../../../shared/routing/paths';
import { publicPageMeta } from '../../../shared/routing/public-page-meta';
import type { Site } from '../../../shared/routing/site';
import { escapeHtml, type SiteOrigins } from './page-head';

export function sitemapPaths(site: Site): string[] {
  return Object.entries(publicPageMeta)
    .filter(([, meta]) => meta.home === site && !('canonicalPath' in meta))
    .map(([path]) => path);
}

/** An open job's address and when it last changed. */
export interface SitemapJob {
  id: string;
  slug: string;
  updatedAt: Date;
}

/** The host's own pages; on the marketplace also the jobs board and every open job, with its last change. */
export function renderSitemap(site: Site, origins: SiteOrigins, jobs: readonly SitemapJob[] = []): string {
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(`${origins[site]}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const urls = sitemapPaths(site).map((path) => url(path));
  if (site === 'marketplace') urls.push(url(paths.platform.jobs));
  for (const job of jobs) urls.push(url(jobPath(job), job.updatedAt));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** The signed-in areas are not disallowed: a crawler must be able to read their noindex. */
export function renderRobots(site: Site, origins: SiteOrigins): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${origins[site]}/sitemap.xml\n`;
}
