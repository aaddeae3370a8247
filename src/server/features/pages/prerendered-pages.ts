import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { sites } from '../../../shared/routing/site';
import { escapeHtml } from './page-head';

/** Where `npm run build` writes the pre-rendered pages (scripts/prerender.mjs, web entry-prerender.tsx). */
export const prerenderedPagesFile = join('prerendered', 'pages.json');
/** Where it writes the rules of the app's stylesheet each of those pages uses (scripts/prerender.mjs). */
export const prerenderedStylesFile = join('prerendered', 'styles.json');

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
/** The same shape, each page's markup replaced by the rules of the stylesheet it uses. */
const stylesFile = z.object({
  /** The URL of the stylesheet the rules were cut from, as index.html links it. */
  stylesheet: z.string().regex(/^\/assets\/[\w.-]+\.css$/),
  consents: z.object({ undecided: bySite, accepted: bySite }),
});

/** Whether the visitor has accepted analytics (the consent cookie): the page comes without the banner. */
export type PageConsent = 'undecided' | 'accepted';

export interface PrerenderedPage {
  html: string;
  /**
   * The rules of the app's stylesheet this page uses; undefined when the build wrote none (then
   * the page is sent with the whole stylesheet).
   */
  styles?: string;
}

export interface PrerenderedPages {
  /** The URL of the stylesheet the pages' `styles` were cut from, when there are any. */
  stylesheet: string | undefined;
  /** A public page on a host, or undefined when it is rendered in the browser. */
  page(site: string, path: string, consent: PageConsent): PrerenderedPage | undefined;
  /** The not-found page on a host showing `pathname`, or undefined without a build. */
  notFound(site: string, pathname: string, consent: PageConsent): PrerenderedPage | undefined;
}

type BySite = z.infer<typeof bySite>;

/**
 * Reads the pre-rendered pages, and the rules each uses, once at start; without them (app not built)
 * every page is client-rendered, and without the rules each pre-rendered page has the whole stylesheet.
 */
export function loadPrerenderedPages(webRoot: string): PrerenderedPages {
  const file = join(webRoot, prerenderedPagesFile);
  if (!existsSync(file)) return { stylesheet: undefined, page: () => undefined, notFound: () => undefined };
  const parsed = prerenderedFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const stylesPath = join(webRoot, prerenderedStylesFile);
  const styles = existsSync(stylesPath)
    ? stylesFile.parse(JSON.parse(readFileSync(stylesPath, 'utf8')))
    : undefined;
  const siteOf = (consents: Record<PageConsent, BySite> | undefined, site: string, consent: PageConsent) =>
    consents ? new Map(Object.entries(consents[consent])).get(site) : undefined;
  const pageOf = (site: z.infer<typeof prerenderedSite> | undefined, path: string) =>
    site && Object.hasOwn(site.pages, path) ? site.pages[path] : undefined;
  return {
    stylesheet: styles?.stylesheet,
    page(site, path, consent) {
      const html = pageOf(siteOf(parsed.consents, site, consent), path);
      if (html === undefined) return undefined;
      const pageStyles = pageOf(siteOf(styles?.consents, site, consent), path);
      return pageStyles === undefined ? { html } : { html, styles: pageStyles };
    },
    notFound(site, pathname, consent) {
      const page = siteOf(parsed.consents, site, consent)?.notFound;
      if (page === undefined) return undefined;
      // The page shows the missing path as text; React escapes it the same way on hydration.
      const html = page.replaceAll(parsed.notFoundPathMarker, escapeHtml(pathname));
      const pageStyles = siteOf(styles?.consents, site, consent)?.notFound;
      return pageStyles === undefined ? { html } : { html, styles: pageStyles };
    },
  };
}
