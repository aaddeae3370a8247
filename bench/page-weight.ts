/**
 * Page weight (issue 4 budget: initial JavaScript for / and /arrsplace ≤ 100 kB gzipped). Builds
 * nothing: run `npm run build` first. Reads dist/web/index.html, follows the entry script, its
 * modulepreloads and, per page, the route's lazy chunk with everything it imports statically, and
 * prints gzipped sizes. Figures only; nothing is asserted.
 *
 *   node --import tsx bench/page-weight.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = join(process.cwd(), 'dist', 'web');
const assetsDir = join(distDir, 'assets');

/** The page and the name of its route's lazy chunk (Rolldown names chunks after their module). */
const pages = [
  { path: '/', chunk: 'landing-page' },
  { path: '/contact', chunk: 'contact-page' },
  { path: '/recruitment', chunk: 'recruitment-page' },
  { path: '/arrsplace', chunk: 'platform-landing-page' },
] as const;

const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(assetsDir, file)), { level: 9 }).length / 1024;
}

/** The file and every chunk it imports statically (what the browser fetches before running it). */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assetsDir, file), 'utf8');
  for (const match of code.matchAll(staticImport)) {
    const imported = match[1];
    if (imported) withStaticImports(imported, seen);
  }
  return seen;
}

function assetName(url: string): string {
  return url.replace(/^.*\/assets\//, '');
}

function initialFiles(html: string): { scripts: string[]; styles: string[] } {
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => assetName(m[1] ?? ''));
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) =>
    assetName(m[1] ?? ''),
  );
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) =>
    assetName(m[1] ?? ''),
  );
  const scripts = new Set<string>();
  for (const file of [...entry, ...preloads]) withStaticImports(file, scripts);
  return { scripts: [...scripts], styles };
}

function chunkFor(name: string, files: string[]): string | undefined {
  return files.find((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const kb = (value: number) => `${value.toFixed(1).padStart(6)} kB`;

function main(): void {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    console.error('dist/web/index.html not found: run `npm run build` first.');
    process.exitCode = 1;
    return;
  }
  const files = readdirSync(assetsDir);
  const initial = initialFiles(readFileSync(indexHtml, 'utf8'));
  const shared = sum(initial.scripts);
  console.log(
    `entry + modulepreload (every page): ${kb(shared)} gzipped JS in ${initial.scripts.length} files`,
  );
  for (const file of initial.scripts) console.log(`  ${kb(gzipKb(file))}  ${file}`);
  console.log(`stylesheets: ${kb(sum(initial.styles))} gzipped CSS\n`);
  console.log('page          route chunks    initial JS total');
  for (const page of pages) {
    const chunk = chunkFor(page.chunk, files);
    if (!chunk) {
      console.log(`${page.path.padEnd(13)} (no chunk named ${page.chunk}-*.js)`);
      continue;
    }
    const own = [...withStaticImports(chunk)].filter((file) => !initial.scripts.includes(file));
    const routeKb = sum(own);
    console.log(`${page.path.padEnd(13)} ${kb(routeKb)} (${own.length})  ${kb(shared + routeKb)}`);
  }
}

main();
