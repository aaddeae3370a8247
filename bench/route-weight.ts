/**
 * JavaScript a signed-in member's browser loads for a route (budget: community route
 * ≤ 170 kB gzipped cumulative, restated against the measured framework floor in decision 008).
 * Builds nothing: run `npm run build` first. Seeds the demo data into a temp PGlite, starts the real
 * server on it, signs a demo candidate in with Chromium, opens each route (first visit: its onboarding
 * tour starts, so driver.js loads too; then again with the tours completed) and sums every script
 * requested, gzipped at level 9 from dist/web/assets (kB of 1000 bytes, as bench/budgets.json).
 * Figures only; nothing is asserted. scripts/check-budgets.ts holds the part of this that the build
 * alone decides (what must load before the page renders) to a budget in `npm test`.
 *
 *   npm run build && node --import tsx bench/route-weight.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { kB } from '../scripts/bundle-weight';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { demoPassword } from '../src/server/cli/demo-content';
import { webBuild } from './support/bundle-build';
import { killOnCleanup, onCleanup, runBench } from './support/cleanup';
import { exited, startServer, waitForHealth } from './support/server';

const port = Number(process.env.BENCH_PORT ?? 3321);
const origin = `http://arrsplace.localhost:${port}`;
const member = 'priya.shah@demo.example.com';
const routes = ['/arrsplace/community', '/arrsplace/candidate'];

async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const scripts = new Set<string>();
  const collect = (url: string) => {
    if (url.includes('/assets/') && url.endsWith('.js')) scripts.add(url.replace(/^.*\/assets\//, ''));
  };
  page.on('request', (request) => collect(request.url()));
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  // Route tours start after their delay; give lazy chunks that follow it time to arrive.
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('request');
  return [...scripts];
}

async function measure(
  path: string,
  tours: 'first visit' | 'tours completed',
  gzipBytes: (file: string) => number,
) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/arrsplace/auth`);
    const signIn = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password, rememberMe: true }),
          })
        ).status,
      { email: member, password: demoPassword },
    );
    if (signIn !== 200) throw new Error(`sign-in answered ${signIn}`);
    if (tours === 'tours completed') {
      await page.evaluate(async () => {
        for (const tour of ['candidate_main_tour', 'candidate_community_tour', 'candidate_documents_tour']) {
          await fetch(`/api/account/tours/${tour}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ completed: true }),
          });
        }
      });
    }
    const scripts = await scriptsLoadedBy(page, path);
    const sizes = scripts
      .map((file) => ({ file, bytes: gzipBytes(`assets/${file}`) }))
      .sort((a, b) => b.bytes - a.bytes);
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(`${path} (${tours}): ${kB(total)} gzipped JS in ${sizes.length} files`);
    for (const { file, bytes } of sizes.slice(0, Number(process.env.ROUTE_WEIGHT_LIST ?? 8)))
      console.log(`  ${kB(bytes).padStart(9)}  ${file}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(join(process.cwd(), 'dist', 'web', 'index.html'))) {
    throw new Error('dist/web/index.html not found: run `npm run build` first.');
  }
  const { gzipBytes } = webBuild();
  for (const tours of ['first visit', 'tours completed'] as const) {
    for (const path of routes) {
      // A fresh database each time, so the first visit really is one.
      const dataDir = mkdtempSync(join(tmpdir(), 'arrs-route-weight-'));
      onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
      execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/seed-demo.ts'], {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: 'ignore',
      });
      const server = startServer({ dataDir, port, env: { PUBLIC_URL: origin } });
      killOnCleanup(server);
      await waitForHealth(server, `http://127.0.0.1:${port}`);
      try {
        await measure(path, tours, gzipBytes);
      } finally {
        server.kill('SIGTERM');
        await exited(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
}

runBench(main);
