import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDocumentTitle, notFoundTitle, siteBrandNames } from '../../../shared/routing/document-title';
import { normalisePathname } from '../../../shared/routing/paths';
import { publicPageMetaFor } from '../../../shared/routing/public-page-meta';
import type { Site } from '../../../shared/routing/site';
import { renderPageHead, type SiteOrigins } from './page-head';
import { loadPrerenderedPages, type PageConsent } from './prerendered-pages';
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

export interface IndexHtml {
  readonly built: boolean;
  render(state: PageState): string;
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
        // Only the rules this page uses, so it fits in fewer packets (decision 030); the entry adds the
        // whole stylesheet after the first paint.
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
