// `npm start` builds the web app (and pre-renders its public pages) when dist/web is missing or older
// than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Written last by `npm run build` (after the client and the pre-render builds).
const builtIndex = 'dist/web/prerendered/pages.json';
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.filter(existsSync).map(newestMtime));
if (builtAt >= sourcesAt) process.exit(0);

console.log('Building the web app…');
const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
