// Feature folders do not import each other's internals (STYLE.md §1, DESIGN §3): a file under
// src/<layer>/features/<a>/ may not import from src/<layer>/features/<b>/. Compose features in route
// files, or share through src/shared or a small module at the layer's root. Biome checks the layer
// direction (decision 004); this checks the feature boundaries, which a path pattern cannot express.
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

/** 'auth' for src/web/features/auth/pages/x.tsx; undefined outside a feature folder. */
function featureOf(file, layer) {
  const parts = relative(join(root, layer, 'features'), file).split(sep);
  return parts[0] === '..' || parts.length < 2 ? undefined : parts[0];
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
          violations.push(`${relative(root, file)}: imports '${specifier}' from feature '${target}'`);
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] === import.meta.filename) {
  const violations = findViolations();
  if (violations.length > 0) {
    console.error(
      `Features must not import each other (${violations.length}):\n  ${violations.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('feature boundaries: ok');
}
