/**
 * The main thread's blocking time while a public page loads and hydrates, in Chromium with its CPU
 * slowed 4× (as Lighthouse's mobile preset simulates), without Lighthouse: steadier than a Lighthouse
 * run beside a busy process, so two builds can be compared on the same machine within minutes.
 * Starts the real server on a temporary DATA_DIR serving the built app (run `npm run build` first),
 * loads each page BLOCKING_RUNS times (default 7) in a fresh browser context with a cold cache, waits
 * for `<html data-hydrated>` and then one second, and prints per page the medians of: total blocking
 * time (the sum of each long task's time over 50 ms, from the start of the load), the longest task,
 * the time to hydration, and the number of DOM elements.
 *
 *   npm run build && BLOCKING_PAGES=/contact,/arrsplace node --import tsx bench/blocking-time.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { killOnCleanup, onCleanup, runBench } from './support/cleanup';
import { machine } from './support/machine';
import { publicPages } from './support/public-pages';
import { startServer, waitForHealth } from './support/server';
import { middleRun } from './support/statistics';

const port = Number(process.env.BENCH_PORT ?? 3322);
const runs = Math.max(1, Number(process.env.BLOCKING_RUNS ?? 7));
const slowdown = Number(process.env.BLOCKING_CPU_SLOWDOWN ?? 4);
const onlyPaths = process.env.BLOCKING_PAGES?.split(',').filter(Boolean);
const pages = publicPages(port, onlyPaths);

interface Load {
  blockingMs: number;
  longestMs: number;
  hydratedMs: number;
  elements: number;
}

/**
 * Runs before any script of the page: collects its long tasks, and notes when the app marks
 * `<html data-hydrated>`.
 */
const observeLoad = () => {
  const seen = { tasks: [] as number[], hydratedAt: 0 };
  (window as unknown as { __load: typeof seen }).__load = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated === undefined) return;
    seen.hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
};

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(observeLoad);
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const { tasks, hydratedAt } = (window as unknown as { __load: { tasks: number[]; hydratedAt: number } })
        .__load;
      return {
        blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
        longestMs: Math.max(0, ...tasks),
        hydratedMs: hydratedAt,
        elements: document.getElementsByTagName('*').length,
      };
    });
  } finally {
    await context.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrs-blocking-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = startServer({ dataDir, port, env: { NODE_ENV: 'production' } });
  killOnCleanup(server);
  await waitForHealth(server, `http://127.0.0.1:${port}`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  onCleanup(() => void browser.close());
  console.log(`CPU slowed ${slowdown}×, median of ${runs} cold loads a page (${machine()})`);
  console.log('page                                           blocking  longest  hydrated  elements');
  for (const { url } of pages) {
    await loadOnce(browser, url); // the server's first answer of a page is not the one measured
    const loads: Load[] = [];
    for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, url));
    const ms = (pick: (load: Load) => number) => `${Math.round(middleRun(loads.map(pick)))} ms`;
    console.log(
      `${url.padEnd(46)} ${ms((load) => load.blockingMs).padStart(9)} ${ms((load) => load.longestMs).padStart(8)} ${ms((load) => load.hydratedMs).padStart(9)} ${String(middleRun(loads.map((load) => load.elements))).padStart(9)}`,
    );
  }
  await browser.close();
}

runBench(main);
