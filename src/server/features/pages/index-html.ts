import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DataPage, pageDataElementId, pageDataJson } from '../../../shared/routing/data-pages';
import { formatDocumentTitle, notFoundTitle, siteBrandNames } from '../../../shared/routing/document-title';
import { normalisePathname } from '../../../shared/routing/paths';
import { publicPageMetaFor } from '../../../shared/routing/public-page-meta';
import type { Site } from '../../../shared/routing/site';
import { renderPageHead, type SiteOrigins } from './page-head';
import { loadPrerenderedPages, type PageConsent, type PrerenderedPage } from './prerendered-pages';
import { loadRoutePreloads } from './route-preloads';

export const siteMarker = 'data-site="consultancy"';

const notBuiltPage = `<!doctype html>
<html lang="en-GB" ${siteMarker}><head><meta charset="utf-8"><title>ARRS Place</title></head>
<body><main><h1>The web app has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></main></body></html>`;

export interface PageState {
  site: Site;
  pathname: string;
  statusCode: number;
  /** Only then does the app ask who is signed in on a public page, so visitors never call /api/account/me. */
  sessionCookie: boolean;
  consent: PageConsent;
}

/** A page rendered for this request from data (decision 041). */
export interface DataPageState extends PageState {
  page: DataPage;
  /** The page's head (page-head.ts), written by the server from the data. */
  head: string;
  /** The markup React rendered; undefined without the pre-renderer (no build): the browser renders it. */
  markup: string | undefined;
}

export interface IndexHtml {
  readonly built: boolean;
  render(state: PageState): string;
  renderData(state: DataPageState): string;
}

const appPlaceholder = /<!--app-placeholder-->[\s\S]*?<!--\/app-placeholder-->/;
const needsJavascript = /<!--needs-javascript-->[\s\S]*?<!--\/needs-javascript-->/;
const defaultHead = /<title>[^<]*<\/title>|<meta name="description" content="[^"]*" \/>/g;
const noindex = '<meta name="robots" content="noindex">';

/**
 * Loaded once at start: a public page arrives as HTML with its own head; every other page (the signed-in
 * areas, sign-in) is rendered in the browser and not indexed.
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
  const wholeStylesheet = prerendered.stylesheet ? inlined.get(prerendered.stylesheet) : undefined;
  const withAttributes = ({ site, statusCode, sessionCookie }: PageState) => {
    const status = statusCode === 200 ? '' : ` data-initial-status="${statusCode}"`;
    const session = sessionCookie ? ' data-session="cookie"' : '';
    return template.replace(siteMarker, `data-site="${site}"${status}${session}`);
  };
  const preloadMeta = (chunks: readonly string[]) =>
    // Not <link rel="modulepreload">: the entry preloads them once the page has painted (main.tsx).
    chunks.length > 0 ? `<meta name="app-chunks" content="${chunks.join(' ')}">` : '';
  /** The page in the root with its own rules (decision 030); the entry hydrates it (public-start.tsx). */
  const withPage = (html: string, page: PrerenderedPage) => {
    let withStyles = html;
    if (page.styles !== undefined && wholeStylesheet && prerendered.stylesheet) {
      // Only the rules this page uses, so it fits in fewer packets (decision 030); the take-over adds
      // the whole stylesheet.
      const own = `${styleElement(page.styles)}<meta name="app-stylesheet" content="${prerendered.stylesheet}">`;
      withStyles = withStyles.replace(wholeStylesheet, () => own);
    }
    return withStyles
      .replace('<div id="root">', '<div id="root" data-prerendered="">')
      .replace(appPlaceholder, () => page.html)
      .replace(needsJavascript, '');
  };
  return {
    built,
    render(state) {
      const { site, pathname, statusCode, consent } = state;
      const path = normalisePathname(pathname);
      let html = withAttributes(state);
      const page =
        statusCode === 200
          ? prerendered.page(site, path, consent)
          : prerendered.notFound(site, pathname, consent);
      // A pre-rendered page is hydrated without the router (web public-start.tsx); others start the app.
      const pageChunks = statusCode === 200 ? (preloads.routes.get(path) ?? []) : preloads.notFound;
      const chunks = page === undefined ? preloads.app : [...preloads.publicApp, ...pageChunks];
      const preload = preloadMeta(chunks);
      const meta = statusCode === 200 ? publicPageMetaFor(path) : undefined;
      const head = meta ? renderPageHead(site, meta, path, origins) : noindex;
      if (meta) html = html.replace(defaultHead, '');
      if (statusCode === 404) {
        const title = formatDocumentTitle(notFoundTitle, siteBrandNames[site]);
        html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
      }
      html = html.replace('</head>', `${head}${preload}</head>`);
      return page === undefined ? html : withPage(html, page);
    },
    renderData(state) {
      const { site, page, head, markup, consent } = state;
      const chunks =
        markup === undefined
          ? preloads.app
          : [...preloads.publicApp, ...(preloads.dataPages.get(page.pattern) ?? [])];
      // The data the page was drawn from, for the browser to hydrate the same page: JSON, never run.
      const data = `<script type="application/json" id="${pageDataElementId}">${pageDataJson(page)}</script>`;
      const html = withAttributes(state)
        .replace(defaultHead, '')
        .replace('</head>', `${head}${preloadMeta(chunks)}</head>`)
        .replace('</body>', `${data}</body>`);
      if (markup === undefined) return html;
      return withPage(html, {
        html: markup,
        styles: prerendered.dataPageStyles(site, page.pattern, consent),
      });
    },
  };
}

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

const styleElement = (css: string) => `<style>${css.replaceAll('</style', '<\\/style')}</style>`;

/**
 * The stylesheet goes inside the page: a separate file would block the first paint for another round
 * trip. The CSP allows inline styles, not inline scripts.
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
