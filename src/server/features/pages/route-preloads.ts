import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicPageModules } from '../../../shared/routing/page-modules';

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) we read. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk of `key` and every chunk it imports statically, as manifest keys. */
function withStaticImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, found);
  return found;
}

/**
 * The `<link rel="modulepreload">` tags of each public page's route chunks (not those index.html
 * already loads), from the build manifest. Without a manifest (app not built) there are none.
 */
export function loadRoutePreloads(webRoot: string): ReadonlyMap<string, string> {
  const file = join(webRoot, '.vite', 'manifest.json');
  const preloads = new Map<string, string>();
  if (!existsSync(file)) return preloads;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const initial = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) withStaticImports(manifest, key, initial);
  }
  for (const [path, module] of Object.entries(publicPageModules)) {
    const keys = [...withStaticImports(manifest, module)].filter((key) => !initial.has(key));
    const tags = keys.map(
      (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}">`,
    );
    if (tags.length > 0) preloads.set(path, tags.join(''));
  }
  return preloads;
}
