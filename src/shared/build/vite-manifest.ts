/** Pure: read by the server (chunks to preload) and by the bundle budgets. */

export interface ManifestChunk {
  file: string;
  imports?: string[];
  /** An entry's: what main.tsx imports once the page has painted. */
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

interface Walk {
  /** Follow dynamic imports too (what a chunk may load later), not only static ones. */
  dynamic?: boolean;
  /** Keys neither counted nor followed. */
  outside?: ReadonlySet<string>;
  /** Skip a key missing from the manifest instead of throwing. */
  skipMissing?: boolean;
}

function reachable(
  manifest: Manifest,
  keys: Iterable<string>,
  found: Set<string>,
  { dynamic = false, outside, skipMissing = false }: Walk,
) {
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (found.has(key) || outside?.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk && skipMissing) continue;
    if (!chunk)
      throw new Error(`${key} is not in the build manifest (was it renamed? update the route list)`);
    found.add(key);
    pending.push(...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : []));
  }
  return found;
}

/**
 * A key missing from the manifest throws (a budget must fail loudly when a module was renamed), unless
 * `skipMissing` (a module bundled into another chunk has no chunk of its own).
 */
export function withStaticImports(
  manifest: Manifest,
  keys: Iterable<string>,
  found = new Set<string>(),
  { skipMissing = false } = {},
) {
  return reachable(manifest, keys, found, { skipMissing });
}

export const publicStartKey = 'public-start.tsx';
export const appStartKey = 'app-start.tsx';

export interface StartChunks {
  /** The entry chunks (index.html) and their static imports: every page. */
  entry: Set<string>;
  /** What the entry imports once the page has painted to start the app, less the entry's. */
  app: Set<string>;
  /** The same for a pre-rendered public page, which starts public-start.tsx instead of the app. */
  publicApp: Set<string>;
}

/** The entry, then once the page has painted either the app or, on a pre-rendered page, public-start. */
export function startChunks(manifest: Manifest): StartChunks {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entry = withStaticImports(manifest, entries);
  const atStart = entries.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const startedWith = (skip: string) =>
    new Set(
      [
        ...withStaticImports(
          manifest,
          atStart.filter((key) => key !== skip),
        ),
      ].filter((key) => !entry.has(key)),
    );
  return { entry, app: startedWith(publicStartKey), publicApp: startedWith(appStartKey) };
}

export const takeOverKey = 'take-over.ts';

/** What a pre-rendered page can run before the app takes over: not the app nor the other pages. */
export function publicPageChunks(
  manifest: Manifest,
  pageModule: string,
  otherPages: Iterable<string>,
): Set<string> {
  const outside = new Set([appStartKey, takeOverKey, ...otherPages]);
  outside.delete(pageModule);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return reachable(manifest, [...entries, publicStartKey, pageModule], new Set(), {
    dynamic: true,
    outside,
    skipMissing: true,
  });
}
