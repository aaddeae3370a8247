/**
 * Soak: SOAK_MINUTES (default 10) of mixed load on one server instance (PostgreSQL by
 * default, SOAK_TARGET=pglite for the embedded mode), the load of bench/memory.ts
 * (bench/support/mixed-load.ts). After each minute the bench reads the server's own /api/metrics as
 * an admin (with TOTP, as any admin): resident memory and V8 heap in use, each right after a full
 * garbage collection (bench/support/memory-probe.mjs, loaded into the server and asked with SIGUSR2,
 * as bench/memory.ts does: what is alive, not where the collector was), and the event-loop delay
 * p99 of that minute (the server's histogram restarts at each scrape; it includes that collection). It prints a line per minute, then
 * least-squares slopes in MB/min of RSS and heap over the whole soak and over its second half (the
 * first minutes are warming up: caches, JIT, the geolocation file), and the verdict "no growth trend"
 * when the second half's RSS slope is within its noise: at most twice its standard error, or under
 * SOAK_FLAT_MB_PER_MIN (default 0.5 MB/min, 5 MB over 10 minutes). Never asserts.
 *
 *   npm run bench:soak
 *   SOAK_MINUTES=3 SOAK_SAMPLE_SECONDS=20 npm run bench:soak
 */
import { fileURLToPath } from 'node:url';
import { parsePrometheus, sampleValue } from '../src/server/metrics/prometheus-text.test-utils';
import { createAdminAccount, signInAdmin } from './support/admin-session';
import { runBench } from './support/cleanup';
import type { SeedSize } from './support/community-seed-sql';
import { type RunningTarget, startTarget, type TargetKind } from './support/community-target';
import { machine } from './support/machine';
import { mixedLoad, postIds, runLoad } from './support/mixed-load';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 60);
const flatMbPerMinute = Number(process.env.SOAK_FLAT_MB_PER_MIN ?? 0.5);
const rateScale = Number(process.env.BENCH_RATE ?? 1);
const kind = (process.env.SOAK_TARGET ?? 'postgres') as TargetKind;
const port = Number(process.env.BENCH_PORT ?? 3760);
// Not the development server's port (55433): the bench makes its own throwaway PostgreSQL.
process.env.BENCH_PG_PORT ??= '55472';
const members = Array.from({ length: 10 }, (_, index) => `soak-${index}@bench.example.com`);
const adminEmail = 'soak-admin@bench.example.com';
const seed: SeedSize = { users: 500, posts: 10_000, comments: 30_000, votes: 100_000 };

const mb = (bytes: number | undefined) => (bytes ?? Number.NaN) / 2 ** 20;

interface Point {
  minute: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  lagP99Ms: number;
}

/** Least-squares slope of y over x and its standard error (NaN with fewer than three points). */
function slope(points: { x: number; y: number }[]): { slope: number; standardError: number } {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  const b = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) / sxx;
  const residuals = points.reduce((sum, p) => sum + (p.y - meanY - b * (p.x - meanX)) ** 2, 0);
  const standardError = n > 2 ? Math.sqrt(residuals / (n - 2) / sxx) : Number.NaN;
  return { slope: b, standardError };
}

const probe = fileURLToPath(new URL('./support/memory-probe.mjs', import.meta.url));

/**
 * Has the server collect its garbage first (bench/support/memory-probe.mjs, on SIGUSR2; it logs a
 * line when done), so RSS and heap are what is alive, not where the collector happened to be.
 */
async function collectGarbage(target: RunningTarget): Promise<void> {
  if (target.serverPid === undefined) return;
  const before = target.stderr().lastIndexOf('memory-probe ');
  process.kill(target.serverPid, 'SIGUSR2');
  for (let attempt = 0; attempt < 80; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (target.stderr().lastIndexOf('memory-probe ') > before) return;
  }
  throw new Error('the memory probe did not answer');
}

async function readMetrics(target: RunningTarget, cookie: string) {
  await collectGarbage(target);
  const origin = target.origin;
  const response = await fetch(`${origin}/api/metrics`, { headers: { cookie } });
  const text = await response.text();
  if (!response.ok) throw new Error(`/api/metrics: ${response.status} ${text.slice(0, 300)}`);
  const families = parsePrometheus(text);
  return {
    rssMb: mb(sampleValue(families, 'process_resident_memory_bytes')),
    heapMb: mb(sampleValue(families, 'nodejs_heap_size_used_bytes')),
    externalMb: mb(sampleValue(families, 'nodejs_external_memory_bytes')),
    lagP99Ms: (sampleValue(families, 'nodejs_eventloop_lag_p99_seconds') ?? Number.NaN) * 1000,
  };
}

function trend(label: string, points: Point[], pick: (point: Point) => number) {
  const fit = slope(points.map((point) => ({ x: point.minute, y: pick(point) })));
  const error = Number.isNaN(fit.standardError) ? '' : ` ± ${fit.standardError.toFixed(2)}`;
  return { ...fit, text: `${label} ${fit.slope >= 0 ? '+' : ''}${fit.slope.toFixed(2)}${error} MB/min` };
}

async function main() {
  // Inherited by the server that startTarget spawns (and only by it: the bench starts no other Node).
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim();
  console.log(
    `soak: ${minutes} min of mixed load (rate ×${rateScale}) on one ${kind} instance, a sample every ` +
      `${sampleSeconds} s from /api/metrics; ${machine()}`,
  );
  const target = await startTarget({
    kind,
    port,
    members,
    seed,
    prepare: (db) => createAdminAccount(db, adminEmail),
  });
  try {
    const admin = await signInAdmin(target.origin, adminEmail);
    const cookies: string[] = [];
    for (const member of members) cookies.push(await target.signIn(member));
    const streams = mixedLoad(target, cookies, await postIds(target, cookies[0] ?? ''));
    const idle = await readMetrics(target, admin);
    console.log(
      `idle after start, after GC: RSS ${idle.rssMb.toFixed(0)} MB, heap ${idle.heapMb.toFixed(0)} MB`,
    );

    const points: Point[] = [];
    const samples = Math.max(2, Math.round((minutes * 60) / sampleSeconds));
    for (let index = 1; index <= samples; index += 1) {
      const sent = await runLoad(target.origin, streams, sampleSeconds, rateScale);
      const now = await readMetrics(target, admin);
      const point = { minute: (index * sampleSeconds) / 60, ...now };
      points.push(point);
      const requests = sent.reduce((sum, stream) => sum + stream.sent, 0);
      const failed = sent.reduce((sum, stream) => sum + stream.failed, 0);
      console.log(
        `minute ${point.minute.toFixed(1).padStart(5)}: after GC: RSS ${now.rssMb.toFixed(1).padStart(6)} MB  ` +
          `heap ${now.heapMb.toFixed(1).padStart(5)} MB  external ${now.externalMb.toFixed(1).padStart(5)} MB  event-loop p99 ${now.lagP99Ms.toFixed(1).padStart(5)} ms  ` +
          `${requests} requests${failed ? ` (${failed} failed!)` : ''}`,
      );
    }

    const secondHalf = points.slice(Math.floor(points.length / 2));
    const whole = [
      trend('RSS', points, (p) => p.rssMb),
      trend('heap', points, (p) => p.heapMb),
      trend('external', points, (p) => p.externalMb),
    ];
    const lateRss = trend('RSS', secondHalf, (p) => p.rssMb);
    const lateHeap = trend('heap', secondHalf, (p) => p.heapMb);
    const lateExternal = trend('external', secondHalf, (p) => p.externalMb);
    const noise = Math.max(
      flatMbPerMinute,
      Number.isNaN(lateRss.standardError) ? 0 : 2 * lateRss.standardError,
    );
    const flat = lateRss.slope <= noise;
    const worstLag = Math.max(...points.map((point) => point.lagP99Ms));
    console.log(`\nslope over the whole soak: ${whole.map((fit) => fit.text).join(', ')}`);
    console.log(
      `slope over the second half (${secondHalf.length} samples): ${lateRss.text}, ${lateHeap.text}, ${lateExternal.text}`,
    );
    console.log(
      `verdict: ${flat ? 'no growth trend' : 'GROWTH TREND'} (second-half RSS slope ${lateRss.slope.toFixed(2)} MB/min ` +
        `${flat ? '≤' : '>'} noise ${noise.toFixed(2)} MB/min); worst event-loop p99 of a sample ${worstLag.toFixed(1)} ms`,
    );
    console.log(`(at the end: ${machine()})`);
  } finally {
    await target.stop();
  }
}

runBench(main);
