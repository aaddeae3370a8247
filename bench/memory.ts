/**
 * Resident memory of the server (goals, docs/performance.md: idle ≤ 150 MB on PostgreSQL and ≤ 250 MB
 * embedded, no growth over a soak). For PostgreSQL and PGlite in turn: a throwaway database with a small
 * community seed (bench/community-seed.ts; BENCH_POSTS etc. to change it) and signed-in members, the real
 * server on it; then RSS (VmRSS of /proc/<pid>/status) idle after start, every minute of BENCH_SOAK_MINUTES
 * (default 10) of mixed load, and idle again 30 s after it. Beside RSS, the server's own view of its memory
 * (V8 heap, external, array buffers, then heap and RSS after a full GC) from bench/support/memory-probe.mjs,
 * which the bench loads into the server and asks with SIGUSR2 (no route is added for it). Growth is judged
 * from the first minute of load to the last, each after a GC. The mixed load is autocannon at a fixed rate,
 * several streams at once: public pages and /api/health; members' reads (account, the community list, a
 * search, a post and its comments, trending); members' votes; analytics page-view beacons from many addresses
 * (so the geolocation database is read). Never asserts.
 *
 *   npm run bench:memory
 *   BENCH_TARGETS=pglite BENCH_SOAK_MINUTES=2 npm run bench:memory
 *   BENCH_RATE=2 npm run bench:memory   # twice the default request rates
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runBench } from './support/cleanup';
import type { SeedSize } from './support/community-seed-sql';
import { type RunningTarget, startTarget, type TargetKind } from './support/community-target';
import { machine } from './support/machine';
import { mixedLoad, postIds, runLoad } from './support/mixed-load';

const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const idleAfterSeconds = Number(process.env.BENCH_IDLE_AFTER_SECONDS ?? 30);
const rateScale = Number(process.env.BENCH_RATE ?? 1);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',') as TargetKind[];
const port = Number(process.env.BENCH_PORT ?? 3750);
const memberCount = 10;
const members = Array.from({ length: memberCount }, (_, index) => `memory-${index}@bench.example.com`);
/** Idle goals in MB; "no growth" is read as at most this much more after the soak. */
const goals = { postgres: 150, pglite: 250, growthMb: Number(process.env.BENCH_GROWTH_MB ?? 10) };

/** Small by default: the figure is the server's memory, not the database's size on disk. */
const seed: SeedSize = {
  users: Number(process.env.BENCH_USERS ?? 500),
  posts: Number(process.env.BENCH_POSTS ?? 10_000),
  comments: Number(process.env.BENCH_COMMENTS ?? 30_000),
  votes: Number(process.env.BENCH_VOTES ?? 100_000),
};

const probe = fileURLToPath(new URL('./support/memory-probe.mjs', import.meta.url));

const mb = (bytes: number) => bytes / 2 ** 20;
const fixed = (value: number) => value.toFixed(0).padStart(4);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  rssMb: number;
  peakMb: number;
  heapUsedMb?: number;
  heapTotalMb?: number;
  externalMb?: number;
  arrayBuffersMb?: number;
  /** After a full garbage collection the probe forces once it has read the figures above. */
  heapAfterGcMb?: number;
  rssAfterGcMb?: number;
}

function statusField(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

/** RSS first (asking the probe allocates a little), then the probe's line on the server's stderr. */
async function sample(target: RunningTarget, pid: number): Promise<Sample> {
  const rssMb = statusField(pid, 'VmRSS');
  const peakMb = statusField(pid, 'VmHWM');
  const before = target.stderr().lastIndexOf('memory-probe ');
  process.kill(pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await sleep(25);
    const log = target.stderr();
    const at = log.lastIndexOf('memory-probe ');
    if (at > before || (before === -1 && at !== -1)) {
      const line = log.slice(at + 'memory-probe '.length).split('\n')[0] ?? '';
      const usage = JSON.parse(line) as NodeJS.MemoryUsage & { heapUsedAfterGc: number; rssAfterGc: number };
      return {
        rssMb,
        peakMb,
        heapUsedMb: mb(usage.heapUsed),
        heapTotalMb: mb(usage.heapTotal),
        externalMb: mb(usage.external),
        arrayBuffersMb: mb(usage.arrayBuffers),
        heapAfterGcMb: mb(usage.heapUsedAfterGc),
        rssAfterGcMb: mb(usage.rssAfterGc),
      };
    }
  }
  return { rssMb, peakMb };
}

const formatSample = (value: Sample) =>
  `RSS ${fixed(value.rssMb)} MB (peak ${fixed(value.peakMb)})` +
  (value.heapUsedMb === undefined
    ? ''
    : ` | V8 heap ${fixed(value.heapUsedMb)} used / ${fixed(value.heapTotalMb ?? 0)} MB, ` +
      `external ${fixed(value.externalMb ?? 0)} MB (array buffers ${fixed(value.arrayBuffersMb ?? 0)}) | ` +
      `after GC: heap ${fixed(value.heapAfterGcMb ?? 0)} MB, RSS ${fixed(value.rssAfterGcMb ?? 0)} MB`);

async function benchTarget(kind: TargetKind): Promise<string> {
  console.log(`\n=== ${kind} === (${machine()})`);
  const target = await startTarget({ kind, port, members, seed });
  try {
    const pid = target.serverPid;
    if (pid === undefined) throw new Error('the server has no process id');
    const cookies: string[] = [];
    for (const member of members) cookies.push(await target.signIn(member));
    const ids = await postIds(target, cookies[0] ?? '');
    const streams = mixedLoad(target, cookies, ids);

    await sleep(settleSeconds * 1000);
    const idle = await sample(target, pid);
    console.log(`idle after start (+${settleSeconds} s):  ${formatSample(idle)}`);

    const minutes: Sample[] = [];
    for (let minute = 1; minute <= soakMinutes; minute += 1) {
      const sent = await runLoad(target.origin, streams, 60, rateScale);
      const now = await sample(target, pid);
      minutes.push(now);
      const load = sent
        .map((stream) => `${stream.name} ${stream.sent}${stream.failed ? ` (${stream.failed} failed!)` : ''}`)
        .join(', ');
      console.log(`load minute ${String(minute).padStart(2)}:          ${formatSample(now)} | ${load}`);
    }

    await sleep(idleAfterSeconds * 1000);
    const after = await sample(target, pid);
    console.log(`idle ${idleAfterSeconds} s after the soak:  ${formatSample(after)}`);

    const goal = goals[kind];
    const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)} MB`;
    // Growth is judged from the first minute of load to the last, each after a full collection: by the
    // end of the first minute the caches and the geolocation file are in (that is warming up, not
    // growth), and garbage is not growth. The live heap's share says whether it is the JavaScript side.
    const first = minutes[0] ?? idle;
    const last = minutes.at(-1) ?? idle;
    const afterGc = (value: Sample) => value.rssAfterGcMb ?? value.rssMb;
    const growth = afterGc(last) - afterGc(first);
    const heapGrowth = (last.heapAfterGcMb ?? 0) - (first.heapAfterGcMb ?? 0);
    const maxLoad = Math.max(...minutes.map((value) => value.rssMb), idle.rssMb);
    return (
      `${kind.padEnd(8)} idle ${fixed(idle.rssMb)} MB (goal ≤ ${goal}: ${idle.rssMb <= goal ? 'met' : 'MISSED'})  ` +
      `under load max ${fixed(maxLoad)} MB  after soak idle ${fixed(after.rssMb)} MB  ` +
      `growth from minute 1 to ${soakMinutes} (after GC): RSS ${signed(growth)}, ` +
      `live heap ${signed(heapGrowth)} (goal ≤ ${goals.growthMb} MB: ${growth <= goals.growthMb ? 'met' : 'MISSED'})`
    );
  } finally {
    await target.stop();
  }
}

async function main() {
  // Inherited by the server that startTarget spawns (and only by it: the bench starts no other Node).
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim();
  console.log(
    `server memory: settle ${settleSeconds} s, ${soakMinutes} min of mixed load (rate ×${rateScale}), ` +
      `idle ${idleAfterSeconds} s; seed ${seed.posts} posts, ${seed.comments} comments, ${seed.votes} votes; ` +
      `targets ${targets.join(', ')}`,
  );
  const summary: string[] = [];
  for (const kind of targets) summary.push(await benchTarget(kind));
  console.log('\nsummary:');
  for (const line of summary) console.log(line);
  console.log(`(at the end: ${machine()})`);
}

runBench(main);
