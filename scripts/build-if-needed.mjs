// `npm start` builds the web app (pre-rendering its public pages) and the server bundle when
// dist/server/main.mjs is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const builtIndex = 'dist/server/main.mjs';
const sources = ['src/web', 'src/shared', 'src/server', 'scripts', 'vite.config.ts', 'package-lock.json'];

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

console.log('Building the web app and the server…');
const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
