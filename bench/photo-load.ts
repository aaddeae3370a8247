/**
 * Public pages while candidates upload large photos. Bundles the server from this tree (or runs the
 * bundle BENCH_SERVER_ENTRY names, e.g. an older build to compare with), starts it on a throwaway
 * embedded database with BENCH_LOOPS × BENCH_USERS_PER_LOOP approved candidates, then:
 *
 *   1. idle: BENCH_PAGE_LOOPS loops fetch GET / and GET /arrsplace for BENCH_IDLE_SECONDS;
 *   2. under load: the same, while BENCH_LOOPS loops upload a BENCH_PHOTO PNG (default 5000x4900,
 *      24.5 megapixels, just under the cap) as fast as they are answered for BENCH_SECONDS, each loop
 *      going round its own candidates so the per-candidate limit (10 a minute) is not all that is
 *      measured.
 *
 * Prints the pages' p50 / p99 / max in each phase, the uploads' answers by status, and the server's
 * resident memory (idle, peak under load, after). Never asserts.
 *
 *   npm run bench:photo-load
 *   BENCH_PHOTO=6300x6300 BENCH_SECONDS=20 npm run bench:photo-load
 *
 * GET / needs the built web app (dist/web; `npm run build`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { bundleServer, serverEntryPoints } from '../scripts/build-server.mjs';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-command';
import { acquireDataDirLock } from '../src/server/db/data-dir-lock';
import { openPglite } from '../src/server/db/database';
import { projectRoot } from '../src/server/project-root';
import { buildAccount } from '../src/server/test/accounts.test-utils';
import { killOnCleanup, onCleanup, runBench } from './support/cleanup';
import { machine } from './support/machine';
import { exited, waitForHealth } from './support/server';

const loops = Number(process.env.BENCH_LOOPS ?? 8);
const usersPerLoop = Number(process.env.BENCH_USERS_PER_LOOP ?? 12);
const pageLoops = Number(process.env.BENCH_PAGE_LOOPS ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const [photoWidth, photoHeight] = (process.env.BENCH_PHOTO ?? '5000x4900').split('x').map(Number);
const port = Number(process.env.BENCH_PORT ?? 3860);
const origin = `http://127.0.0.1:${port}`;
const pages = [`${origin}/`, `${origin}/arrsplace`];

const password = 'Bench-Lantern-Quartz-42!';
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's resident memory, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

/** The server bundled from this tree into a directory of its own (two levels down, as dist/server is). */
async function bundledEntry(): Promise<string> {
  if (process.env.BENCH_SERVER_ENTRY) return process.env.BENCH_SERVER_ENTRY;
  const outdir = join(projectRoot, 'dist', `bench-photo-${process.pid}`);
  onCleanup(() => rmSync(outdir, { recursive: true, force: true }));
  await bundleServer(serverEntryPoints, outdir);
  return join(outdir, 'main.mjs');
}

function startServer(entry: string, dataDir: string): ChildProcess {
  // With BENCH_CPU_PROF_DIR set, the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const server = spawn(process.execPath, [...profiling, ...serverNodeFlags, entry], {
    env: {
      ...serverEnvironment,
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      // Each sign-in says it comes from its own address, so many candidates stay within the per-address limit.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  killOnCleanup(server);
  return server;
}

let signIns = 0;
/** Signs a candidate in and completes their registration step; resolves with the Cookie header. */
async function signedInCandidate(email: string): Promise<string> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'x-forwarded-for': `10.78.${Math.floor(signIns / 250)}.${(signIns++ % 250) + 1}`,
    },
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${email}: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const registration = await fetch(`${origin}/api/candidate/registration`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      arrsRole: 'paramedic',
      rolesOfInterest: [],
      profileTier: 'portfolio',
      availableFrom: null,
      workRadiusKm: 20,
      homePostcode: 'BS1 4DJ',
    }),
  });
  if (!registration.ok)
    throw new Error(`registration of ${email}: ${registration.status} ${await registration.text()}`);
  return cookie;
}

/** Fetches the public pages in turn until `until`, noting each answer's time in ms. */
async function pageLoop(until: number, times: number[]) {
  for (let index = 0; Date.now() < until; index += 1) {
    const started = performance.now();
    const response = await fetch(pages[index % pages.length] ?? origin);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
}

async function uploadLoop(cookies: string[], photo: Blob, until: number, statuses: Map<number, number>) {
  for (let index = 0; Date.now() < until; index += 1) {
    const form = new FormData();
    form.append('file', photo, 'photo.png');
    const response = await fetch(`${origin}/api/candidate/photo`, {
      method: 'POST',
      headers: { origin, cookie: cookies[index % cookies.length] ?? '' },
      body: form,
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length} requests)`;
}

async function main() {
  console.log(`machine: ${machine()}`);
  const emails = Array.from(
    { length: loops * usersPerLoop },
    (_, index) => `photo-${index}@bench.example.com`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'arrs-bench-photo-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const lock = acquireDataDirLock(dataDir);
  try {
    const handle = await openPglite(join(dataDir, 'db'));
    // Approved candidates who gave their recruitment consent, as the upload routes need.
    for (const email of emails) await buildAccount(handle.db, { role: 'candidate', email, password });
    await handle.close();
  } finally {
    lock.release();
  }

  const png = await sharp({
    create: { width: photoWidth ?? 5000, height: photoHeight ?? 4900, channels: 3, background: '#2a9d8f' },
  })
    .png()
    .toBuffer();
  const photo = new Blob([png], { type: 'image/png' });
  console.log(`photo: ${photoWidth} × ${photoHeight} PNG, ${(png.length / 1024).toFixed(0)} kB`);

  const server = startServer(await bundledEntry(), dataDir);
  await waitForHealth(server, origin, 180_000);
  const pid = server.pid ?? 0;
  const cookies: string[] = [];
  for (const email of emails) cookies.push(await signedInCandidate(email));
  for (const page of pages) await (await fetch(page)).arrayBuffer();
  await sleep(1000);

  const idleTimes: number[] = [];
  const idleRss = rssOf(pid);
  const idleUntil = Date.now() + idleSeconds * 1000;
  await Promise.all(Array.from({ length: pageLoops }, () => pageLoop(idleUntil, idleTimes)));

  const loadTimes: number[] = [];
  const statuses = new Map<number, number>();
  let peakRss = rssOf(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(pid));
  }, 100);
  const until = Date.now() + seconds * 1000;
  await Promise.all([
    ...Array.from({ length: pageLoops }, () => pageLoop(until, loadTimes)),
    ...Array.from({ length: loops }, (_, loop) =>
      uploadLoop(cookies.slice(loop * usersPerLoop, (loop + 1) * usersPerLoop), photo, until, statuses),
    ),
  ]);
  clearInterval(sampler);
  await sleep(2000);
  const afterRss = rssOf(pid);

  console.log(`public pages, idle:               ${percentiles(idleTimes)}`);
  console.log(`public pages, ${loops} photo loops:     ${percentiles(loadTimes)}`);
  const answers = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  console.log(`photo uploads in ${seconds} s: ${answers.join(', ')}`);
  console.log(`server RSS: idle ${mb(idleRss)}, peak under load ${mb(peakRss)}, 2 s after ${mb(afterRss)}`);

  server.kill('SIGTERM');
  await exited(server);
}

runBench(main);
