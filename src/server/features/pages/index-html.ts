import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalisePathname } from '../../../shared/routing/paths';
import type { Site } from '../../../shared/routing/site';
import { loadRoutePreloads } from './route-preloads';

/** The literal the built index.html carries; the server swaps in the real site per request. */
export const siteMarker = 'data-site="consultancy"';

const notBuiltPage = `<!doctype html>
<html lang="en-GB" ${siteMarker}><head><meta charset="utf-8"><title>ARRS Place</title></head>
<body><main><h1>The web app has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></main></body></html>`;

export interface PageState {
  site: Site;
  /** The page's path: a public page gets its route chunks preloaded. */
  pathname: string;
  statusCode: number;
  /**
   * Whether the request carries a session cookie (not checked: only whether one is there). The app
   * asks for the session on public pages only then, so visitors never request /api/account/me.
   */
  sessionCookie: boolean;
}

export interface IndexHtml {
  readonly built: boolean;
  render(state: PageState): string;
}

/** Loads dist/web/index.html (and the build manifest) once at start and renders it for a page. */
export function loadIndexHtml(webRoot: string): IndexHtml {
  const file = join(webRoot, 'index.html');
  const built = existsSync(file);
  const template = inlineStylesheets(built ? readFileSync(file, 'utf8') : notBuiltPage, webRoot);
  if (!template.includes(siteMarker)) {
    throw new Error(`${file} must contain ${siteMarker} on its <html> tag`);
  }
  const preloads = loadRoutePreloads(webRoot);
  return {
    built,
    render({ site, pathname, statusCode, sessionCookie }) {
      const status = statusCode === 200 ? '' : ` data-initial-status="${statusCode}"`;
      const session = sessionCookie ? ' data-session="cookie"' : '';
      const html = template.replace(siteMarker, `data-site="${site}"${status}${session}`);
      const preload = statusCode === 200 ? preloads.get(normalisePathname(pathname)) : undefined;
      return preload ? html.replace('</head>', `${preload}</head>`) : html;
    },
  };
}

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The app's one stylesheet (about 8 kB compressed) goes inside the page: a separate file would block
 * the first paint for another round trip (Lighthouse, issue 4). The CSP allows inline styles, not
 * inline scripts; the page itself is sent compressed.
 */
function inlineStylesheets(html: string, webRoot: string): string {
  return html.replace(stylesheetLink, (link, href: string) => {
    const path = join(webRoot, href);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8').replaceAll('</style', '<\\/style');
    return `<style>${css}</style>`;
  });
}
