import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { sites } from '../../../shared/routing/site';
import { escapeHtml } from './page-head';

/** Where `npm run build` writes the pre-rendered pages (scripts/prerender.mjs, web entry-prerender.tsx). */
export const prerenderedPagesFile = join('prerendered', 'pages.json');

const prerenderedSite = z.object({
  pages: z.record(z.string(), z.string()),
  notFound: z.string(),
});
const bySite = z.object(Object.fromEntries(sites.map((site) => [site, prerenderedSite])));
const prerenderedFile = z.object({
  notFoundPathMarker: z.string().min(1),
  /** With the cookie banner (undecided) and without it (accepted analytics). */
  consents: z.object({ undecided: bySite, accepted: bySite }),
});

/** Whether the visitor has accepted analytics (the consent cookie): the page comes without the banner. */
export type PageConsent = 'undecided' | 'accepted';

export interface PrerenderedPages {
  /** The markup of a public page on a host, or undefined when it is rendered in the browser. */
  page(site: string, path: string, consent: PageConsent): string | undefined;
  /** The not-found page on a host showing `pathname`, or undefined without a build. */
  notFound(site: string, pathname: string, consent: PageConsent): string | undefined;
}

/** Reads the pre-rendered pages once at start; without them (app not built) every page is client-rendered. */
export function loadPrerenderedPages(webRoot: string): PrerenderedPages {
  const file = join(webRoot, prerenderedPagesFile);
  if (!existsSync(file)) return { page: () => undefined, notFound: () => undefined };
  const parsed = prerenderedFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const siteOf = (site: string, consent: PageConsent) =>
    new Map(Object.entries(parsed.consents[consent])).get(site);
  return {
    page(site, path, consent) {
      const pages = siteOf(site, consent)?.pages;
      return pages && Object.hasOwn(pages, path) ? pages[path] : undefined;
    },
    notFound(site, pathname, consent) {
      // The page shows the missing path as text; React escapes it the same way on hydration.
      return siteOf(site, consent)?.notFound.replaceAll(parsed.notFoundPathMarker, escapeHtml(pathname));
    },
  };
}
