/**
 * Analytics ingest under load (budget: ingest ≥ 0.3× a Fastify hello-world's throughput,
 * measured in the same run). For PostgreSQL and PGlite in turn: a throwaway database, the real server
 * on it; then autocannon at 10 connections POSTing page-view beacons (anonymous, and with consent, so
 * each also upserts its visit), each run paired with a run on a minimal Fastify hello-world process,
 * interleaved (hello, ingest, hello, ingest…), so both see the same machine. Each run's beacons come
 * from 16,384 addresses of its own (X-Forwarded-For from loopback, trusted here), each sending at most
 * about ten, as visitors do: what is measured is the ingest, not the per-address limit (1,200 a
 * minute, whose shared count in the database is only consulted after 20 beacons of one address). After the runs, the stored page
 * views are counted (PostgreSQL) to show they were written. Prints req/s, p99 and the ratio next to
 * the goal, and the CPU time a request of the server and of the hello-world (from /proc: steadier
 * than the rates when the machine's speed drifts, for comparing two builds). Never asserts.
 *
 * The site-wide cap on beacons a minute is set far above what the bench sends (100 million), so it
 * measures the ingest; set ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE to measure with another cap (at the
 * default 1,000, all but the first thousand beacons of each minute are answered 429).
 *
 *   npm run bench:analytics-ingest
 *   BENCH_TARGETS=postgres BENCH_SECONDS=5 BENCH_ROUNDS=4 npm run bench:analytics-ingest
 *   ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE=1000 BENCH_TARGETS=pglite npm run bench:analytics-ingest
 */

import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { openPostgres } from '../src/server/db/database';
import { analyticsPageViews } from '../src/server/db/schema';
import { analyticsIngestPaths } from '../src/shared/analytics/ingest.schemas';
import { runBench } from './support/cleanup';
import { startTarget, type TargetKind } from './support/community-target';
import { startHello } from './support/hello-process';
import { fixed, type Run, runOf } from './support/load-run';
import { machine } from './support/machine';
import { cpuMs } from './support/process-cpu';
import { median } from './support/statistics';

// Many short pairs rather than a few long ones: on a shared VM the machine's speed drifts within
// seconds (the hello-world alone has moved 19,000 → 34,000 req/s between neighbouring runs), and the
// median of ten neighbouring pairs holds still where that of three does not.
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',') as TargetKind[];
const serverPort = Number(process.env.BENCH_PORT ?? 3321);
const helloPort = serverPort + 1;
const goal = { ratio: 0.3 };
// The server inherits this process's environment (bench/support/server.ts).
process.env.ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE ??= '100000000';
const siteLimit = process.env.ANALYTICS_INGEST_SITE_LIMIT_PER_MINUTE;
const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/**
 * Run `run`'s 16,384 addresses, spread over the IPv4 space (some the offline database knows, some it
 * does not) and disjoint from every other run's (the last byte is the run's).
 */
const addressesPerRun = 16_384;
const addressesOf = (run: number) =>
  Array.from(
    { length: addressesPerRun },
    (_, index) => `${((run * 31 + (index >> 8)) % 223) + 1}.${index >> 8}.${index & 255}.${(run % 254) + 1}`,
  );
let runs = 0;
const sessions = Array.from({ length: 1000 }, () => randomUUID());
const pages = ['/', '/services', '/about', '/contact', '/arrs-roles', '/resources'];

const variants = [
  { name: 'page view, no consent', consent: false },
  { name: 'page view with consent', consent: true },
];

/**
 * The beacons, built before the runs, so the load generator does no more work per request for the
 * ingest than for the hello-world (it shares the CPUs with the server).
 */
function prebuilt(consent: boolean, origin: string) {
  const addresses = addressesOf(runs++);
  return Array.from({ length: addresses.length }, (_, counter) => ({
    method: 'POST' as const,
    headers: {
      'content-type': 'application/json',
      origin,
      'user-agent': userAgent,
      'x-forwarded-for': addresses[counter] ?? '81.2.69.142',
    },
    body: JSON.stringify({
      path: pages[counter % pages.length],
      title: 'ARRS Place',
      referrer: counter % 3 === 0 ? 'https://www.google.co.uk/' : '',
      entry: counter % 4 === 0,
      consent,
      ...(consent
        ? { sessionId: sessions[counter % sessions.length], screen: '1920x1080', viewport: '1280x720' }
        : {}),
    }),
  }));
}

/** A run, with the server's CPU time a request when its process is known. */
type TimedRun = Run & { cpuUs?: number };

async function measure(
  url: string,
  options: { consent?: boolean; origin?: string } | null,
  duration: number,
  pid?: number,
): Promise<TimedRun> {
  const cpuBefore = cpuMs(pid);
  // Static requests: autocannon builds each one's bytes once and then only cycles through them, as it
  // does for the hello-world's single GET (a setupRequest would rebuild every request on the client,
  // which shares the machine's CPUs with the server, and so measure the load generator instead).
  const result = await autocannon({
    url,
    connections,
    duration,
    ...(options
      ? { method: 'POST', requests: prebuilt(options.consent === true, options.origin ?? '') }
      : {}),
  });
  const cpuAfter = cpuMs(pid);
  const run = runOf(result);
  if (cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0) return run;
  // The server's CPU time a request (the last batch, written within a second, is mostly not in it).
  return { ...run, cpuUs: ((cpuAfter - cpuBefore) * 1000) / result.requests.total };
}

async function storedPageViews(databaseUrl: string | undefined): Promise<number | null> {
  if (!databaseUrl) return null;
  const handle = openPostgres(databaseUrl, 1);
  try {
    return await handle.db.$count(analyticsPageViews);
  } finally {
    await handle.close();
  }
}

async function benchTarget(kind: TargetKind, hello: string, helloPid: number | undefined) {
  console.log(`\n=== ${kind} === (${machine()})`);
  const target = await startTarget({ kind, port: serverPort, members: [] });
  const summary: string[] = [];
  let sent = 0;
  try {
    const url = `${target.origin}${analyticsIngestPaths.pageView}`;
    // Warm-up: JIT, the pool, the day's salt.
    const probe = await measure(url, { origin: target.origin }, 5);
    sent += probe.rps * 5;
    if (probe.errors > 0) console.log(`warm-up: ${probe.errors} errors/non-2xx`);
    await measure(hello, null, 1);
    for (const variant of variants) {
      const pairs: { hello: TimedRun; ingest: TimedRun }[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const helloRun = await measure(hello, null, seconds, helloPid);
        const ingestRun = await measure(
          url,
          { consent: variant.consent, origin: target.origin },
          seconds,
          target.serverPid,
        );
        sent += ingestRun.rps * seconds;
        // The run's last batch (written within a second) on the ingest's time, not the next hello-world's.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        pairs.push({ hello: helloRun, ingest: ingestRun });
        console.log(
          `${kind} ${variant.name} round ${round}: hello ${fixed(helloRun.rps)} req/s p99 ${helloRun.p99} ms | ` +
            `ingest ${fixed(ingestRun.rps)} req/s p50 ${ingestRun.p50} ms p99 ${ingestRun.p99} ms` +
            `${ingestRun.errors ? ` (${ingestRun.errors} errors/non-2xx!)` : ''} | ratio ${(ingestRun.rps / helloRun.rps).toFixed(3)}` +
            `${ingestRun.cpuUs && helloRun.cpuUs ? ` | CPU a request: hello ${helloRun.cpuUs.toFixed(1)} µs, ingest server ${ingestRun.cpuUs.toFixed(1)} µs` : ''}`,
        );
      }
      const ratio = median(pairs.map((pair) => pair.ingest.rps / pair.hello.rps));
      const ingestRps = median(pairs.map((pair) => pair.ingest.rps));
      const helloRps = median(pairs.map((pair) => pair.hello.rps));
      const p99 = median(pairs.map((pair) => pair.ingest.p99));
      const cpu = (run: { cpuUs?: number }) => run.cpuUs ?? Number.NaN;
      const helloCpu = median(pairs.map((pair) => cpu(pair.hello)));
      const ingestCpu = median(pairs.map((pair) => cpu(pair.ingest)));
      summary.push(
        `${kind.padEnd(8)} ${variant.name.padEnd(24)} ingest ${fixed(ingestRps)} req/s  p99 ${fixed(p99, 1)} ms  ` +
          `hello ${fixed(helloRps)} req/s  ratio ${ratio.toFixed(3)}  (goal ≥ ${goal.ratio}: ${ratio >= goal.ratio ? 'met' : 'MISSED'})` +
          `${Number.isNaN(ingestCpu) ? '' : `  CPU a request: server ${ingestCpu.toFixed(1)} µs, hello ${helloCpu.toFixed(1)} µs`}`,
      );
    }
    // The last run's batch was written during its 1.5 s pause.
    const stored = await storedPageViews(target.databaseUrl);
    if (stored !== null) console.log(`${kind}: ${stored} page views stored (about ${Math.round(sent)} sent)`);
    return summary;
  } finally {
    await target.stop();
  }
}

async function main() {
  console.log(
    `analytics ingest load: ${connections} connections, ${rounds} interleaved pairs × ${seconds} s per variant; targets ${targets.join(', ')}; site-wide cap ${siteLimit} beacons a minute`,
  );
  const hello = await startHello(helloPort);
  const summary: string[] = [];
  try {
    for (const kind of targets) summary.push(...(await benchTarget(kind, hello.url, hello.child.pid)));
  } finally {
    await hello.stop();
  }
  console.log('\nmedians over the pairs:');
  for (const line of summary) console.log(line);
  console.log(`(at the end: ${machine()})`);
}

runBench(main);
