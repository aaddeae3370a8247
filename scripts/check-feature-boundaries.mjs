// Rules that Biome's path patterns cannot express (it checks the layer direction, decision 004);
// docs/architecture.md, "Folders" and "One name per domain", explains each:
// 1. Feature folders do not import each other's internals: a file under src/<layer>/features/<a>/ may
//    not import from src/<layer>/features/<b>/. Compose features in route files, or share through
//    src/shared or a module at the layer's root (src/web/components/, src/web/lib/).
// 2. SQL lives only in repositories: under src/server, only `*.repository.ts`, the database module
//    (src/server/db/) and tests with their helpers may import drizzle-orm.
// 3. A web feature folder's root holds its pages (`*.tsx`) only; everything else goes in the folder
//    for its kind: `api/`, `components/`, `hooks/`, `model/`, `content/`.
// 4. One name per domain: every folder of src/shared, src/server/features and src/web/features is one
//    of the domain names below, so one word finds a domain in every layer.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const layers = ['src/web', 'src/server'];
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

/** 'auth' for src/web/features/accounts/pages/x.tsx; undefined outside a feature folder. */
function featureOf(file, layer) {
  const parts = relative(join(root, layer, 'features'), file).split(sep);
  return parts[0] === '..' || parts.length < 2 ? undefined : parts[0];
}

function repoPath(file) {
  return relative(root, file).split(sep).join('/');
}

export function findViolations() {
  const violations = [];
  for (const layer of layers) {
    let files;
    try {
      files = [...sourceFiles(join(root, layer, 'features'))];
    } catch {
      continue;
    }
    for (const file of files) {
      const own = featureOf(file, layer);
      for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const specifier = match[1] ?? match[2];
        const target = featureOf(resolve(dirname(file), specifier), layer);
        if (target && target !== own) {
          violations.push(`${repoPath(file)}: imports '${specifier}' from feature '${target}'`);
        }
      }
    }
  }
  return violations;
}

const drizzleImportPattern =
  /(?:import|export)\s[^'"]*?from\s*['"](drizzle-orm(?:\/[^'"]*)?)['"]|import\s*\(?\s*['"](drizzle-orm(?:\/[^'"]*)?)['"]/g;

/** Server files that may hold SQL: repositories, the database module, tests and their helpers. */
export function mayHoldSql(path) {
  return (
    !path.startsWith('src/server/') ||
    path.startsWith('src/server/db/') ||
    path.startsWith('src/server/test/') ||
    /\.repository\.ts$/.test(path) ||
    /\.test\.tsx?$/.test(path) ||
    /\.test-utils\.ts$/.test(path)
  );
}

/**
 * The drizzle-orm imports of one file that may not hold SQL (`path` relative to the repository, with
 * `/`), as messages; none for a file that may.
 */
export function sqlImportViolations(path, content) {
  if (mayHoldSql(path)) return [];
  return [...content.matchAll(drizzleImportPattern)].map(
    (match) => `${path}: imports '${match[1] ?? match[2]}' (SQL belongs in a *.repository.ts)`,
  );
}

export function findSqlViolations() {
  return [...sourceFiles(join(root, 'src/server'))].flatMap((file) =>
    sqlImportViolations(repoPath(file), readFileSync(file, 'utf8')),
  );
}

/** A `.ts` module or its test belongs in `model/` (pure functions) or `hooks/` (React hooks). */
export function featureRootViolations(paths) {
  return paths
    .filter((path) => /^[^/]+\/[^/]+\.ts$/.test(path))
    .map((path) => `src/web/features/${path}: not a page (a .ts module goes in model/ or hooks/)`);
}

export function findFeatureRootViolations() {
  const features = join(root, 'src/web/features');
  let files;
  try {
    files = [...sourceFiles(features)];
  } catch {
    return [];
  }
  return featureRootViolations(files.map((file) => relative(features, file).split(sep).join('/')));
}

/** The domains' names; a layer has the folders of the domains it takes part in. */
export const domainNames = [
  'accounts',
  'admin',
  'analytics',
  'candidates',
  'community',
  'feedback',
  'marketplace',
  'submissions',
  // Parts of one layer only: the public site's pages and texts, files, health, error pages, retention,
  // and the shared building blocks (build facts, HTTP error shape, routes, validation).
  'build',
  'content',
  'errors',
  'files',
  'health',
  'http',
  'landing',
  'marketing',
  'pages',
  'retention',
  'routing',
  'validation',
];

export function domainNameViolations(foldersByLayer) {
  return Object.entries(foldersByLayer).flatMap(([layer, names]) =>
    names
      .filter((name) => !domainNames.includes(name))
      .map((name) => `${layer}/${name}: not a domain name (${domainNames.slice(0, 8).join(', ')}, …)`),
  );
}

export function findDomainNameViolations() {
  const folders = {};
  for (const layer of ['src/shared', 'src/server/features', 'src/web/features']) {
    let entries;
    try {
      entries = readdirSync(join(root, layer), { withFileTypes: true });
    } catch {
      continue;
    }
    folders[layer] = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  }
  return domainNameViolations(folders);
}

if (process.argv[1] === import.meta.filename) {
  const checks = [
    ['Features must not import each other', findViolations()],
    [
      'SQL lives only in repositories: a server file outside src/server/db/ that is not a *.repository.ts or a test may not import drizzle-orm',
      findSqlViolations(),
    ],
    ['A web feature folder holds only its pages at its root', findFeatureRootViolations()],
    ['One name per domain in every layer', findDomainNameViolations()],
  ];
  let failed = false;
  for (const [rule, violations] of checks) {
    if (violations.length === 0) continue;
    failed = true;
    console.error(`${rule} (${violations.length}):\n  ${violations.join('\n  ')}`);
  }
  if (failed) process.exit(1);
  console.log(
    'feature boundaries: ok; SQL only in repositories: ok; feature roots hold pages: ok; domain names: ok',
  );
}
