import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDocumentTitle, notFoundTitle, siteBrandNames } from '../../../shared/routing/document-title';
import { normalisePathname } from '../../../shared/routing/paths';
import { publicPageMetaFor } from '../../../shared/routing/public-page-meta';
import type { Site } from '../../../shared/routing/site';
import { renderPageHead, type SiteOrigins } from './page-head';
import { loadPrerenderedPages, type PageConsent } from './prerendered-pages';
import { loadRoutePreloads } from './route-preloads';

/** The literal the built index.html carries; the server swaps in the real site per request. */
export const siteMarker = 'data-site="consultancy"';

const notBuiltPage = `<!doctype html>
<html lang="en-GB" ${siteMarker}><head><meta charset="utf-8"><title>ARRS Place</title></head>
<body><main><h1>The web app has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></main></body></html>`;

export interface PageState {
  site: Site;
  /** The page's path: a public page names its route chunks for preloading (every page the app's). */
  pathname: string;
  statusCode: number;
  /**
   * Whether the request carries a session cookie (not checked: only whether one is there). The app
   * asks for the session on public pages only then, so visitors never request /api/account/me.
   */
  sessionCookie: boolean;
  /** From the analytics consent cookie: a visitor who accepted gets the page without the banner. */
  consent: PageConsent;
}

export interface IndexHtml {
  readonly built: boolean;
  render(state: PageState): string;
}

/** The loading screen of index.html, replaced by the page's markup when it was pre-rendered. */
const appPlaceholder = /<!--app-placeholder-->[\s\S]*?<!--\/app-placeholder-->/;
/** index.html's "This site needs JavaScript" note: a pre-rendered page does not. */
const needsJavascript = /<!--needs-javascript-->[\s\S]*?<!--\/needs-javascript-->/;
const defaultHead = /<title>[^<]*<\/title>|<meta name="description" content="[^"]*" \/>/g;
const noindex = '<meta name="robots" content="noindex">';

/**
 * Loads dist/web/index.html (with the build manifest and the pre-rendered pages) once at start and
 * renders it for a page: a public page arrives as HTML with its own head, which main.tsx hydrates;
 * every other page (the signed-in areas, sign-in) is rendered in the browser and not indexed.
 */
export function loadIndexHtml(webRoot: string, origins: SiteOrigins): IndexHtml {
  const file = join(webRoot, 'index.html');
  const built = existsSync(file);
  const { html: template, inlined } = inlineStylesheets(
    built ? readFileSync(file, 'utf8') : notBuiltPage,
    webRoot,
  );
  if (!template.includes(siteMarker)) {
    throw new Error(`${file} must contain ${siteMarker} on its <html> tag`);
  }
  const preloads = loadRoutePreloads(webRoot);
  const prerendered = loadPrerenderedPages(webRoot);
  // The whole stylesheet as the template carries it, when the pages' own rules were cut from it.
  const wholeStylesheet = prerendered.stylesheet ? inlined.get(prerendered.stylesheet) : undefined;
  return {
    built,
    render({ site, pathname, statusCode, sessionCookie, consent }) {
      const path = normalisePathname(pathname);
      const status = statusCode === 200 ? '' : ` data-initial-status="${statusCode}"`;
      const session = sessionCookie ? ' data-session="cookie"' : '';
      let html = template.replace(siteMarker, `data-site="${site}"${status}${session}`);
      const page =
        statusCode === 200
          ? prerendered.page(site, path, consent)
          : prerendered.notFound(site, pathname, consent);
      // A pre-rendered page is hydrated without the router (web public-start.tsx); others start the app.
      const pageChunks = statusCode === 200 ? (preloads.routes.get(path) ?? []) : preloads.notFound;
      const chunks = page === undefined ? preloads.app : [...preloads.publicApp, ...pageChunks];
      // Not <link rel="modulepreload">: the entry preloads them once the page has painted (main.tsx).
      const preload = chunks.length > 0 ? `<meta name="app-chunks" content="${chunks.join(' ')}">` : '';
      const meta = statusCode === 200 ? publicPageMetaFor(path) : undefined;
      const head = meta ? renderPageHead(site, meta, path, origins) : noindex;
      if (meta) html = html.replace(defaultHead, '');
      if (statusCode === 404) {
        const title = formatDocumentTitle(notFoundTitle, siteBrandNames[site]);
        html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
      }
      html = html.replace('</head>', `${head}${preload}</head>`);
      if (page === undefined) return html;
      if (page.styles !== undefined && wholeStylesheet && prerendered.stylesheet) {
        // Only the rules this page uses: the page fits in fewer packets and its first style pass has
        // less to match. The entry adds the whole stylesheet after the first paint (web main.tsx).
        const own = `${styleElement(page.styles)}<meta name="app-stylesheet" content="${prerendered.stylesheet}">`;
        html = html.replace(wholeStylesheet, () => own);
      }
      return html
        .replace('<div id="root">', '<div id="root" data-prerendered="">')
        .replace(appPlaceholder, () => page.html)
        .replace(needsJavascript, '');
    },
  };
}

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

const styleElement = (css: string) => `<style>${css.replaceAll('</style', '<\\/style')}</style>`;

/**
 * The app's one stylesheet (about 9 kB compressed) goes inside the page: a separate file would block
 * the first paint for another round trip. The CSP allows inline styles, not inline scripts; the page
 * itself is sent compressed. Returns the page and, by URL, the `<style>` element each link became.
 */
function inlineStylesheets(html: string, webRoot: string): { html: string; inlined: Map<string, string> } {
  const inlined = new Map<string, string>();
  const withStyles = html.replace(stylesheetLink, (link, href: string) => {
    const path = join(webRoot, href);
    if (!existsSync(path)) return link;
    const element = styleElement(readFileSync(path, 'utf8'));
    inlined.set(href, element);
    return element;
  });
  return { html: withStyles, inlined };
}
