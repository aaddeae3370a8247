/**
 * Lighthouse scores (issue 4 budget: performance ≥ 95, accessibility, best practices and SEO 100) for
 * the public pages, mobile preset, in Debian's Chromium. Starts the real server on a temporary
 * DATA_DIR serving the built app (run `npx vite build` first), runs Lighthouse 12 through npx (it is
 * not a project dependency: only this bench needs it), and prints the four scores per page.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, startServer, waitForHealth } from './support/server';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3320);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = [
  `http://localhost:${port}/`,
  `http://localhost:${port}/contact`,
  `http://localhost:${port}/recruitment`,
  `http://arrsplace.localhost:${port}/arrsplace`,
];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrs-lighthouse-'));
  const server = startServer({ dataDir, port, env: { NODE_ENV: 'production' } });
  try {
    await waitForHealth(server, `http://127.0.0.1:${port}`);
    for (const url of pages) {
      const output = join(dataDir, 'report.json');
      const run = spawnSync(
        'npx',
        [
          '--yes',
          'lighthouse@12.8.2',
          url,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          `--chrome-flags=${chromeFlags}`,
          '--only-categories=performance,accessibility,best-practices,seo',
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8' },
      );
      if (run.status !== 0) {
        console.log(`${url}: lighthouse failed (${run.status}): ${run.stderr.slice(-400)}`);
        continue;
      }
      const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
      const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
      console.log(
        `${url.padEnd(44)} performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
          `best practices ${score('best-practices')}, SEO ${score('seo')}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('budget: performance ≥ 95, accessibility 100, best practices 100, SEO 100');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
