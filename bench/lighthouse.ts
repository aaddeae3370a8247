/**
 * Lighthouse scores of every public (pre-rendered) page, mobile preset, in Debian's Chromium, twice:
 * on an otherwise idle machine and while one other CPU-bound process runs (a busy loop in a child
 * process). Budget: performance ≥ 98, accessibility, best practices and SEO 100, Largest Contentful
 * Paint ≤ 1.2 s (simulated), CLS 0. Starts the real server on a temporary DATA_DIR serving the built
 * app (run `npm run build` first), runs Lighthouse 12 through npx (it is not a project dependency:
 * only this bench needs it) LIGHTHOUSE_RUNS times per page (default 3), and prints the median of each
 * score, the median metrics and the audits that lost points in the median run.
 *
 *   LIGHTHOUSE_RUNS=3 LIGHTHOUSE_PORT=3320 LIGHTHOUSE_REPORTS=/tmp/lh node --import tsx bench/lighthouse.ts
 *
 * The jobs board and a job's page (decision 041) are measured with the demo data's jobs, seeded first.
 *
 * LIGHTHOUSE_MODES=idle or =busy runs one mode only; LIGHTHOUSE_PAGES=/contact,/arrsplace a subset
 * (/arrsplace/jobs and /arrsplace/jobs/:job name the jobs pages).
 * LIGHTHOUSE_REPORTS keeps every JSON report in that directory (default: deleted with the data dir).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { jobPages, seedDemoJobs } from './support/job-pages';
import { machine } from './support/machine';
import { publicPages } from './support/public-pages';
import { exited, startServer, waitForHealth } from './support/server';
import { middleRun } from './support/statistics';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3320);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const onlyPaths = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const modes = (process.env.LIGHTHOUSE_MODES ?? 'idle,busy').split(',') as ('idle' | 'busy')[];
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  title: string;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

const score = (report: LighthouseReport, name: string) =>
  Math.round((report.categories[name]?.score ?? 0) * 100);

function lighthouseOnce(url: string, output: string): LighthouseReport | string {
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
      `--only-categories=${categories.join(',')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8' },
  );
  if (run.status !== 0) return `lighthouse failed (${run.status}): ${run.stderr.slice(-400)}`;
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

/** One run; a run Lighthouse itself could not record (e.g. NO_NAVSTART on a cold Chromium) is retried once. */
function lighthouse(url: string, output: string): LighthouseReport | string {
  const first = lighthouseOnce(url, output);
  return typeof first === 'string' ? lighthouseOnce(url, output) : first;
}

/** The audits that lost points (weighted, or opportunities and diagnostics of performance). */
function failingAudits(report: LighthouseReport): string[] {
  const lines: string[] = [];
  for (const [id, audit] of Object.entries(report.audits)) {
    if (audit.score === null || audit.score >= 0.9) continue;
    if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
    lines.push(`${id} (${audit.score})${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
  }
  return lines;
}

interface PageResult {
  url: string;
  scores: number[];
  lcpMs: number;
  cls: number;
}

function printPage(url: string, reports: LighthouseReport[]): PageResult {
  const medians = categories.map((name) => middleRun(reports.map((report) => score(report, name))));
  const all = categories.map((name) => reports.map((report) => score(report, name)).join('/'));
  console.log(
    `${url.padEnd(44)} performance ${medians[0]}, accessibility ${medians[1]}, ` +
      `best practices ${medians[2]}, SEO ${medians[3]}   (runs: ${all.join(' · ')})`,
  );
  const metricLine = metrics
    .map(([id, label]) => {
      const value = middleRun(reports.map((report) => report.audits[id]?.numericValue ?? 0));
      return id === 'cumulative-layout-shift'
        ? `${label} ${value.toFixed(3)}`
        : `${label} ${Math.round(value)} ms`;
    })
    .join(', ');
  console.log(`${''.padEnd(4)}median ${metricLine}`);
  const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  if (middle) for (const line of failingAudits(middle)) console.log(`    - ${line}`);
  const metric = (id: string) => middleRun(reports.map((report) => report.audits[id]?.numericValue ?? 0));
  return {
    url,
    scores: medians,
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
  };
}

const withinBudget = (result: PageResult) =>
  (result.scores[0] ?? 0) >= 98 &&
  result.scores.slice(1).every((value) => value === 100) &&
  result.lcpMs <= 1200 &&
  result.cls === 0;

/**
 * Asks for each page once, as a browser would (Brotli accepted), and waits: the server compresses a
 * page it has not served before quickly and its smallest copy in the background (page-compression.ts),
 * so a server that has served its pages before is what the runs measure.
 */
async function warmUp(urls: string[]): Promise<void> {
  for (const url of urls) {
    const { host, pathname } = new URL(url);
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          headers: { host, 'accept-encoding': 'gzip, deflate, br' },
        },
        (response) => response.resume().on('end', resolve).on('error', reject),
      );
      request.on('error', reject);
      request.end();
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** One other CPU-bound process: a busy loop in a child Node process, until killed. */
function busyLoop(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrs-lighthouse-'));
  const reportDir = process.env.LIGHTHOUSE_REPORTS ?? join(dataDir, 'reports');
  mkdirSync(reportDir, { recursive: true });
  seedDemoJobs(dataDir);
  const server = startServer({ dataDir, port, env: { NODE_ENV: 'production' } });
  try {
    await waitForHealth(server, `http://127.0.0.1:${port}`);
    const pages = [...publicPages(port, onlyPaths), ...(await jobPages(port, onlyPaths))];
    await warmUp(pages.map((page) => page.url));
    const summary: string[] = [];
    for (const mode of modes) {
      const busy = mode === 'busy' ? busyLoop() : undefined;
      try {
        console.log(`\n## ${mode === 'busy' ? 'beside one CPU-bound process' : 'idle'} (${machine()})`);
        const results: PageResult[] = [];
        for (const page of pages) {
          const reports: LighthouseReport[] = [];
          for (let run = 1; run <= runs; run += 1) {
            const result = lighthouse(page.url, join(reportDir, `${mode}-${page.name}-${run}.json`));
            if (typeof result === 'string') console.log(`${page.url}: ${result}`);
            else reports.push(result);
          }
          if (reports.length > 0) results.push(printPage(page.url, reports));
        }
        const met = results.filter(withinBudget).length;
        const lowest = Math.min(...results.map((result) => result.scores[0] ?? 0));
        const slowest = Math.max(...results.map((result) => result.lcpMs));
        summary.push(
          `${mode.padEnd(5)} ${met}/${results.length} pages within budget; lowest performance ${lowest}, ` +
            `slowest LCP ${Math.round(slowest)} ms, largest CLS ${Math.max(...results.map((result) => result.cls)).toFixed(3)}`,
        );
      } finally {
        busy?.kill('SIGKILL');
      }
    }
    console.log(`\n${summary.join('\n')}`);
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `budget: performance ≥ 98, accessibility, best practices and SEO 100, LCP ≤ 1.2 s, CLS 0 (median of ${runs})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
