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
  /** Data pages by route pattern (decision 041): rendered at build time with sample data for their rules. */
  dataPages: z.record(z.string(), z.string()).optional(),
});
const bySite = z.object(Object.fromEntries(sites.map((site) => [site, prerenderedSite])));
const prerenderedFile = z.object({
  notFoundPathMarker: z.string().min(1),
  /** With the cookie banner (undecided) and without it (accepted analytics). */
  consents: z.object({ undecided: bySite, accepted: bySite }),
});
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
  page(site: string, path: string, consent: PageConsent): PrerenderedPage | undefined;
  notFound(site: string, pathname: string, consent: PageConsent): PrerenderedPage | undefined;
  /** The rules a data page (by its route pattern) can use; undefined when the build wrote none. */
  dataPageStyles(site: string, pattern: string, consent: PageConsent): string | undefined;
}

type PrerenderedSite = z.infer<typeof prerenderedSite>;

/** Each consent's sites as a map, built once, so a request looks its site up without copying objects. */
function sitesByConsent(consents: Record<PageConsent, z.infer<typeof bySite>>) {
  const sitesOf = (consent: PageConsent) =>
    new Map<string, PrerenderedSite>(Object.entries(consents[consent]));
  return { undecided: sitesOf('undecided'), accepted: sitesOf('accepted') };
}

const pageOf = (site: PrerenderedSite | undefined, path: string) =>
  site && Object.hasOwn(site.pages, path) ? site.pages[path] : undefined;

const withStyles = (html: string, styles: string | undefined): PrerenderedPage =>
  styles === undefined ? { html } : { html, styles };

/** Without them (app not built) every page is client-rendered. */
export function loadPrerenderedPages(webRoot: string): PrerenderedPages {
  const file = join(webRoot, prerenderedPagesFile);
  if (!existsSync(file))
    return {
      stylesheet: undefined,
      page: () => undefined,
      notFound: () => undefined,
      dataPageStyles: () => undefined,
    };
  const parsed = prerenderedFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const stylesPath = join(webRoot, prerenderedStylesFile);
  const styles = existsSync(stylesPath)
    ? stylesFile.parse(JSON.parse(readFileSync(stylesPath, 'utf8')))
    : undefined;
  const pages = sitesByConsent(parsed.consents);
  const pageStyles = styles ? sitesByConsent(styles.consents) : undefined;
  return {
    stylesheet: styles?.stylesheet,
    page(site, path, consent) {
      const html = pageOf(pages[consent].get(site), path);
      if (html === undefined) return undefined;
      return withStyles(html, pageOf(pageStyles?.[consent].get(site), path));
    },
    notFound(site, pathname, consent) {
      const page = pages[consent].get(site)?.notFound;
      if (page === undefined) return undefined;
      // The page shows the missing path as text; React escapes it the same way on hydration.
      const html = page.replaceAll(parsed.notFoundPathMarker, escapeHtml(pathname));
      return withStyles(html, pageStyles?.[consent].get(site)?.notFound);
    },
    dataPageStyles(site, pattern, consent) {
      const styled = pageStyles?.[consent].get(site)?.dataPages;
      return styled && Object.hasOwn(styled, pattern) ? styled[pattern] : undefined;
    },
  };
}
