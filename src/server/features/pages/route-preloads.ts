import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Manifest, startChunks, withStaticImports } from '../../../shared/build/vite-manifest';
import {
  dataPageModules,
  dataPagesModule,
  notFoundPageModule,
  publicPageModules,
} from '../../../shared/routing/page-modules';

export interface RoutePreloads {
  /** The app's chunks (the entry imports them once the page has painted): every page not pre-rendered. */
  app: readonly string[];
  /** What hydrates a pre-rendered page instead of the app (web public-start.tsx): every pre-rendered page. */
  publicApp: readonly string[];
  routes: ReadonlyMap<string, readonly string[]>;
  /** The chunks of each data page (decision 041), by its route pattern. */
  dataPages: ReadonlyMap<string, readonly string[]>;
  notFound: readonly string[];
}

/**
 * From the build manifest, without those index.html already loads; the entry preloads them once the
 * page has painted (decision 019). Without a manifest (app not built) there are none.
 */
export function loadRoutePreloads(webRoot: string): RoutePreloads {
  const file = join(webRoot, '.vite', 'manifest.json');
  const routes = new Map<string, string[]>();
  const dataPages = new Map<string, string[]>();
  if (!existsSync(file)) return { app: [], publicApp: [], routes, dataPages, notFound: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const urlOf = (key: string) => `/${manifest[key]?.file ?? ''}`;
  const { entry, app, publicApp } = startChunks(manifest);
  const loaded = new Set([...entry, ...publicApp]);
  const ownChunks = (module: string) =>
    [...withStaticImports(manifest, [module], new Set(), { skipMissing: true })]
      .filter((key) => !loaded.has(key))
      .map(urlOf);
  for (const [path, module] of Object.entries(publicPageModules)) {
    const chunks = ownChunks(module);
    if (chunks.length > 0) routes.set(path, chunks);
  }
  // Public-start loads the module that reads the page's data first, then the page's own.
  const dataStart = ownChunks(dataPagesModule);
  for (const [pattern, module] of Object.entries(dataPageModules)) {
    const chunks = [...new Set([...dataStart, ...ownChunks(module)])];
    if (chunks.length > 0) dataPages.set(pattern, chunks);
  }
  return {
    app: [...app].map(urlOf),
    publicApp: [...publicApp].map(urlOf),
    routes,
    dataPages,
    notFound: ownChunks(notFoundPageModule),
  };
}
