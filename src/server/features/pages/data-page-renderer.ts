import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DataPage } from '../../../shared/routing/data-pages';
import type { Site } from '../../../shared/routing/site';
import type { PageConsent } from './prerendered-pages';

/** The markup inside <div id="root"> of a page rendered from `page` (web entry-prerender.tsx). */
export type RenderDataPage = (
  site: Site,
  pathname: string,
  page: DataPage,
  consent: PageConsent,
) => Promise<string>;

/**
 * Where `npm run build` writes the pre-renderer (`vite build --ssr entry-prerender.tsx`), beside the
 * web root: it renders the public pages at build time and, loaded by the server, the data pages per
 * request (decision 041).
 */
export const prerendererFile = (webRoot: string) => join(webRoot, '..', 'prerender', 'entry-prerender.js');

function isRenderer(value: unknown): value is RenderDataPage {
  return typeof value === 'function';
}

/** Loaded once at start; without a build there is none, and data pages are rendered in the browser. */
export async function loadDataPageRenderer(webRoot: string): Promise<RenderDataPage | undefined> {
  const file = prerendererFile(webRoot);
  if (!existsSync(file)) return undefined;
  const bundle: unknown = await import(pathToFileURL(file).href);
  const render = bundle && typeof bundle === 'object' ? Reflect.get(bundle, 'renderDataPage') : undefined;
  if (!isRenderer(render)) throw new Error(`${file} has no renderDataPage: run npm run build`);
  return render;
}
