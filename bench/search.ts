/**
 * Employer search under load (budget, docs/performance.md: with 10,000 candidate profiles, a search with role
 * + distance answers with p99 ≤ 50 ms at 10 concurrent clients on PostgreSQL). For PostgreSQL and PGlite in
 * turn: a throwaway database with 10,000 candidates spread over GB postcode districts (most in ten cities;
 * bench/support/search-seed.ts), an approved employer of a verified organisation signed in through the API,
 * the real server; then 10 keep-alive clients send GET /api/employer/search with a role and a city district
 * at 15 km (some for page 2) until BENCH_REQUESTS answers or BENCH_SECONDS, whichever comes first, after a
 * warm-up and a short run of one client alone (latency with no queue). Prints latency percentiles next to the
 * goal, failures and the average result total, and the same clients on GET /api/account/me (the signed-in
 * floor: session lookup and framework); on PostgreSQL also EXPLAIN ANALYZE of the search query, its time
 * alone, and one page's database work through Drizzle (one statement: the page and its lists), which tells
 * the database's share of a request. Never asserts.
 *
 * A Fastify hello-world answers the same clients in the same run (the machine's floor right now), and
 * the CPU line adds server and PostgreSQL CPU per search against the goal of 1 ms (decision 045).
 * Above 20,000 candidates (or with BENCH_SEED=national) the data is the national set of
 * bench/support/national-seed.ts (set-based SQL, with a tenth as many open vacancies). The proposed
 * matching indexes (bench/support/proposed-matching-schema.ts) are applied after seeding unless
 * BENCH_PROPOSED=0 (main's schema as it is); BENCH_PGLITE_CANDIDATES sets PGlite's own size (national goal: 100,000 on
 * PostgreSQL, 10,000 on PGlite).
 *
 *   npm run bench:search
 *   BENCH_TARGETS=postgres BENCH_REQUESTS=5000 BENCH_SECONDS=30 npm run bench:search
 *   BENCH_CANDIDATES=100000 BENCH_PGLITE_CANDIDATES=10000 npm run bench:search
 */
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/password-hashing';
import * as schema from '../src/server/db/schema';
import { createSearchRepository } from '../src/server/features/marketplace/search.repository';
import { locate } from '../src/server/geo/outcodes';
import { searchPageSize } from '../src/shared/marketplace/search.schemas';
import { runBench } from './support/cleanup';
import { benchPassword, startTarget, type TargetKind } from './support/community-target';
import { startHello } from './support/hello-process';
import { machine } from './support/machine';
import { seedNational } from './support/national-seed';
import { type CpuSampler, cpuSampler, cpuSpent } from './support/process-cpu';
import { applyProposedSchema } from './support/proposed-matching-schema';
import {
  createVerifiedEmployer,
  districtsNear,
  pick,
  prng,
  randomRole,
  searchCities,
  seedSearchCandidates,
} from './support/search-seed';

const candidateCount = Number(process.env.BENCH_CANDIDATES ?? 10_000);
const pgliteCandidateCount = Number(process.env.BENCH_PGLITE_CANDIDATES ?? candidateCount);
const countFor = (kind: TargetKind) => (kind === 'pglite' ? pgliteCandidateCount : candidateCount);
const seedFor = (count: number) => process.env.BENCH_SEED ?? (count > 20_000 ? 'national' : 'search');
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 3318);
const goalCpuMs = 1;
const clientCount = Number(process.env.BENCH_CLIENTS ?? 10);
const maxRequests = Number(process.env.BENCH_REQUESTS ?? 2_000);
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmUpRequests = Number(process.env.BENCH_WARMUP ?? 300);
const serialRequests = 200;
const radiusKm = Number(process.env.BENCH_RADIUS_KM ?? 15);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',') as TargetKind[];
const port = Number(process.env.BENCH_PORT ?? 3311);
/** p99 goals: PostgreSQL (up to 100,000 candidates) and PGlite (up to 10,000). */
const goalP99Ms = { postgres: 50, pglite: 100 } as const;
const pageTwoShare = 0.15;
const employerEmail = 'search-employer@bench.example.com';
const employerOds = 'B86001';

/** Districts within 5 km of each city centre: where the searches are made from. */
const searchDistricts = searchCities.flatMap((city) => districtsNear(city.centre, 5));

/** The query strings of a run, drawn in advance so both targets see the same searches. */
function searchPaths(count: number, seed: number): string[] {
  const random = prng(seed);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({
      role: randomRole(random),
      postcode: pick(random, searchDistricts),
      radiusKm: String(radiusKm),
    });
    if (random() < pageTwoShare) params.set('page', '2');
    return `/api/employer/search?${params}`;
  });
}

interface Answer {
  ms: number;
  status: number;
  total?: number;
  body?: string;
}

function get(agent: http.Agent, origin: string, path: string, cookie: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const request = http.get(`${origin}${path}`, { agent, headers: { cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const ms = performance.now() - sent;
        const body = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        if (status !== 200) return resolve({ ms, status, body: body.slice(0, 300) });
        try {
          const parsed = JSON.parse(body) as { total?: unknown };
          resolve({ ms, status, ...(typeof parsed.total === 'number' ? { total: parsed.total } : {}) });
        } catch {
          resolve({ ms, status: 0, body: `200 with a body that is not JSON: ${body.slice(0, 200)}` });
        }
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** `clients` clients, each sending its next request when its last answer has arrived. */
async function load(
  origin: string,
  cookie: string,
  paths: string[],
  clients: number,
  seconds: number,
  cpu: CpuSampler = async () => new Map(),
) {
  const cpuBefore = await cpu();
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const answers: Answer[] = [];
  const errors: string[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < paths.length && performance.now() < deadline) {
      const path = paths[next++] ?? '';
      try {
        answers.push(await get(agent, origin, path, cookie));
      } catch (error) {
        errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsedMs = performance.now() - started;
  const cpuUsed = cpuSpent(cpuBefore, await cpu());
  agent.destroy();
  return { answers, errors, elapsedMs, cpuUsed };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

type Run = Awaited<ReturnType<typeof load>>;

/** Latency line, then statuses (and result totals, for searches); `note` follows the figures. */
function report(kind: TargetKind, label: string, run: Run, clients: number, note: string): string[] {
  const ok = run.answers.filter((answer) => answer.status === 200);
  const failed = run.answers.filter((answer) => answer.status !== 200);
  const sorted = run.answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const totals = ok.flatMap((answer) => (answer.total === undefined ? [] : [answer.total]));
  const averageTotal = totals.reduce((sum, total) => sum + total, 0) / Math.max(1, totals.length);
  const lines = [
    `${kind.padEnd(8)} ${label}, ${clients} client${clients === 1 ? '' : 's'}: ${run.answers.length} requests in ` +
      `${(run.elapsedMs / 1000).toFixed(1)} s (${((run.answers.length * 1000) / run.elapsedMs).toFixed(0)} req/s)  ` +
      `p50 ${ms(percentile(sorted, 0.5))}  p95 ${ms(percentile(sorted, 0.95))}  p99 ${ms(percentile(sorted, 0.99))}  ` +
      `max ${ms(sorted.at(-1) ?? Number.NaN)}  ${note}`,
    ...cpuLine(kind, run),
    `${kind.padEnd(8)}   ${ok.length} answered 200, ${failed.length} other statuses, ${run.errors.length} network errors` +
      (totals.length
        ? `; average result total ${averageTotal.toFixed(1)} (max ${Math.max(0, ...totals)}, ` +
          `${totals.filter((total) => total === 0).length} with none)`
        : ''),
  ];
  for (const answer of failed.slice(0, 3)) lines.push(`  HTTP ${answer.status}: ${answer.body}`);
  for (const error of run.errors.slice(0, 3)) lines.push(`  ${error}`);
  return lines;
}

function cpuLine(kind: TargetKind, run: Run): string[] {
  const { server, database } = run.cpuUsed;
  if (server === undefined) return [];
  const perRequest = (total: number) => ms(total / Math.max(1, run.answers.length));
  const where = kind === 'pglite' ? ' (PGlite runs inside it)' : '';
  const postgres = database === undefined ? '' : `, PostgreSQL ${perRequest(database)}`;
  const both = (server + (database ?? 0)) / Math.max(1, run.answers.length);
  const verdict = `together ${ms(both)} (goal ≤ ${goalCpuMs} ms: ${both <= goalCpuMs ? 'met' : 'MISSED'})`;
  return [
    `${kind.padEnd(8)}   CPU per request: server process ${perRequest(server)}${where}${postgres}; ${verdict}`,
  ];
}

function goalNote(kind: TargetKind, run: Run) {
  const p99 = percentile(
    run.answers.map((answer) => answer.ms).sort((a, b) => a - b),
    0.99,
  );
  const verdict = p99 <= goalP99Ms[kind] ? 'met' : 'MISSED';
  return `(goal p99 ≤ ${goalP99Ms[kind]} ms on ${kind}: ${verdict})`;
}

const timedRuns = 200;

async function timeRuns(run: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < timedRuns; i += 1) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return `p50 ${ms(percentile(times, 0.5))} p99 ${ms(percentile(times, 0.99))}`;
}

/**
 * The search query as the server sends it (the first query Drizzle's logger sees), EXPLAIN ANALYZE
 * once, then timings that tell how much of a request is the database and how much Drizzle.
 */
async function explain(url: string): Promise<string[]> {
  const origin = locate('LS6');
  if (!origin) throw new Error('no centroid for LS6');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.length === 0 && captured.push({ query, params }) },
  });
  try {
    const filter = {
      origin,
      radiusKm,
      organisationOdsCode: employerOds,
      role: 'clinical-pharmacist',
      limit: searchPageSize,
      offset: 0,
    };
    const { total } = await createSearchRepository({ db }).search(filter);
    const search = captured[0];
    if (!search) throw new Error('no query captured');
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${search.query}`,
      search.params,
    );
    // The same page two ways: the SQL alone; through Drizzle (building the SQL, mapping the rows).
    const repository = createSearchRepository({ db });
    const sqlAlone = await timeRuns(() => pool.query(search.query, search.params));
    const drizzleSearch = await timeRuns(() => repository.search(filter));
    return [
      `EXPLAIN ANALYZE, role=clinical-pharmacist postcode=LS6 radiusKm=${radiusKm} (total ${total}):`,
      ...plan.rows.map((row) => `  ${row['QUERY PLAN']}`),
      `the same page, ${timedRuns} runs one after another: search SQL alone ${sqlAlone}; ` +
        `search through Drizzle ${drizzleSearch} (a page's whole database work, lists included)`,
    ];
  } finally {
    await pool.end();
  }
}

/** How many candidates a search without a role finds around a few cities (is the data realistic?). */
async function broadTotals(origin: string, cookie: string) {
  const agent = new http.Agent();
  const found: string[] = [];
  for (const district of ['LS6', 'M20', 'WC2N'])
    for (const km of [15, 25]) {
      const answer = await get(
        agent,
        origin,
        `/api/employer/search?postcode=${district}&radiusKm=${km}`,
        cookie,
      );
      if (answer.status !== 200) throw new Error(`search answered ${answer.status}: ${answer.body}`);
      found.push(`${district} ${km} km ${answer.total}`);
    }
  agent.destroy();
  return `any role: ${found.join(', ')}`;
}

async function benchTarget(kind: TargetKind, hello: string): Promise<string[]> {
  const count = countFor(kind);
  console.log(`\n=== ${kind}: ${count} candidates (${seedFor(count)} seed) === (${machine()})`);
  const passwordHash = await hashPassword(benchPassword);
  const target = await startTarget({
    kind,
    port,
    members: [],
    prepare: async (db) => {
      if (seedFor(count) === 'national') {
        await seedNational(db, {
          candidates: count,
          vacancies: Math.ceil(count / 10),
          hideFromOds: employerOds,
        });
      } else await seedSearchCandidates(db, { count, hideFromOds: employerOds });
      await applyProposedSchema(db);
      await createVerifiedEmployer(db, {
        email: employerEmail,
        passwordHash,
        odsCode: employerOds,
        postcode: 'LS6 2AA',
      });
    },
  });
  let database: pg.Client | undefined;
  try {
    const cookie = await target.signIn(employerEmail);
    console.log(await broadTotals(target.origin, cookie));
    const warmUp = await load(target.origin, cookie, searchPaths(warmUpRequests, 7), clientCount, maxSeconds);
    console.log(`warm-up: ${warmUp.answers.length} requests in ${ms(warmUp.elapsedMs)}`);
    // One client alone first: the latency of a request with nothing queued ahead of it.
    if (target.databaseUrl) {
      database = new pg.Client({ connectionString: target.databaseUrl });
      await database.connect();
    }
    const cpu = cpuSampler(target.serverPid, database);
    const alone = await load(target.origin, cookie, searchPaths(serialRequests, 11), 1, maxSeconds, cpu);
    const paths = searchPaths(maxRequests, 2_025);
    const run = await load(target.origin, cookie, paths, clientCount, maxSeconds, cpu);
    // The floor under any signed-in request on this machine: session lookup and the framework only.
    const probes = Array.from({ length: maxRequests }, () => '/api/account/me');
    const floor = await load(target.origin, cookie, probes, clientCount, maxSeconds, cpu);
    // The same clients on a Fastify hello-world, now: what this machine gives any request at the moment.
    const helloRun = await load(
      hello,
      '',
      Array.from({ length: maxRequests }, () => '/'),
      clientCount,
      maxSeconds,
    );
    const lines = [
      ...report(kind, 'search', alone, 1, '(nothing queued: for reference)'),
      ...report(kind, 'search', run, clientCount, goalNote(kind, run)),
      ...report(kind, 'GET /api/account/me', floor, clientCount, '(signed-in floor: for reference)'),
      ...report(kind, 'Fastify hello-world', helloRun, clientCount, '(the machine now: for reference)'),
    ];
    for (const line of lines) console.log(line);
    if (target.databaseUrl) for (const line of await explain(target.databaseUrl)) console.log(line);
    return lines;
  } finally {
    await database?.end();
    await target.stop();
  }
}

async function main() {
  console.log(
    `employer search: ${targets.map((kind) => `${kind} ${countFor(kind)}`).join(', ')} candidates, ${clientCount} clients, up to ${maxRequests} requests or ` +
      `${maxSeconds} s per target, role + district at ${radiusKm} km (${searchDistricts.length} districts ` +
      `in ${searchCities.length} cities, ${pageTwoShare * 100}% page 2); targets ${targets.join(', ')}`,
  );
  const summary: string[] = [];
  const hello = await startHello(helloPort);
  try {
    for (const kind of targets) summary.push(...(await benchTarget(kind, hello.url.replace(/\/$/, ''))));
  } finally {
    await hello.stop();
  }
  console.log('\nsummary:');
  for (const line of summary) console.log(line);
  console.log(`(at the end: ${machine()})`);
}

runBench(main);
