import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Manifest, startChunks, withStaticImports } from '../../../shared/build/vite-manifest';
import { publicPageModules } from '../../../shared/routing/page-modules';

export interface RoutePreloads {
  /** The app's chunks (the entry imports them once the page has painted): on every page. */
  app: readonly string[];
  /** Each public page's route chunks, not those of the entry or the app. */
  routes: ReadonlyMap<string, readonly string[]>;
}

/**
 * The URLs of the app's chunks and of each public page's route chunks (not those index.html already
 * loads), from the build manifest; the entry preloads them once the page has painted (web main.tsx).
 * Without a manifest (app not built) there are none.
 */
export function loadRoutePreloads(webRoot: string): RoutePreloads {
  const file = join(webRoot, '.vite', 'manifest.json');
  const routes = new Map<string, string[]>();
  if (!existsSync(file)) return { app: [], routes };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const urlOf = (key: string) => `/${manifest[key]?.file ?? ''}`;
  const { entry, app } = startChunks(manifest);
  const initial = new Set([...entry, ...app]);
  for (const [path, module] of Object.entries(publicPageModules)) {
    const keys = [...withStaticImports(manifest, [module], new Set(), { skipMissing: true })].filter(
      (key) => !initial.has(key),
    );
    if (keys.length > 0) routes.set(path, keys.map(urlOf));
  }
  return { app: [...app].map(urlOf), routes };
}
