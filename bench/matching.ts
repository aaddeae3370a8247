/**
 * Matching at national scale (decision 045, docs/performance.md "Matching at national scale"): for
 * PostgreSQL and PGlite in turn, a throwaway database seeded by set-based SQL with BENCH_CANDIDATES
 * profiles (100,000) and BENCH_VACANCIES open vacancies (10,000) across GB postcode districts
 * (bench/support/national-seed.ts; PGlite a tenth of that unless BENCH_PGLITE_CANDIDATES and
 * BENCH_PGLITE_VACANCIES say), with the proposed indexes (bench/support/proposed-matching-schema.ts;
 * BENCH_PROPOSED=0 measures main's schema), then, calling the repositories in this process:
 *  - suggested professionals for a vacancy: candidatesForVacancy (up to 200) + scoring → top 20;
 *  - matched vacancies for a job seeker: vacanciesForCandidate + scoring → top 20;
 *  - a new vacancy's fan-out: its matching job seekers + one statement queuing alerts and bell rows;
 *  - a daily digest round: the recipient insert for every profile, then the batch claim/mark loop
 *    (FOR UPDATE SKIP LOCKED) for BENCH_DIGEST_SECONDS, extrapolated to the whole round.
 * Each first with one caller, then BENCH_CLIENTS concurrent callers, next to a Fastify hello-world
 * measured in the same run (the machine's floor right now). Prints latency percentiles, CPU per call
 * (this process + PostgreSQL's backends from /proc) and the goals. Never asserts.
 *
 *   npm run bench:matching
 *   BENCH_TARGETS=postgres BENCH_CANDIDATES=100000 BENCH_SECONDS=10 npm run bench:matching
 */
import pg from 'pg';
import { type Database, migratePostgres, openPglite, openPostgres } from '../src/server/db/database';
import { onCleanup, runBench } from './support/cleanup';
import { startHello } from './support/hello-process';
import { machine } from './support/machine';
import {
  createDigestRound,
  digestBatch,
  fanOut,
  matchedVacancies,
  sampleIds,
  seedPendingAlerts,
  suggestions,
} from './support/matching-work';
import { figures, finished, helloFloor, measure } from './support/measure';
import { seedNational } from './support/national-seed';
import { startThrowawayPostgres } from './support/postgres';
import { applyProposedSchema } from './support/proposed-matching-schema';

const candidateCount = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const vacancyCount = Number(process.env.BENCH_VACANCIES ?? 10_000);
/** PGlite's own size (a small installation's database): a tenth of the national set unless told. */
const pgliteCandidates = Number(process.env.BENCH_PGLITE_CANDIDATES ?? candidateCount / 10);
const pgliteVacancies = Number(process.env.BENCH_PGLITE_VACANCIES ?? vacancyCount / 10);
const sizeOf = (kind: string) =>
  kind === 'pglite'
    ? { candidates: pgliteCandidates, vacancies: pgliteVacancies }
    : { candidates: candidateCount, vacancies: vacancyCount };
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const calls = Number(process.env.BENCH_CALLS ?? 400);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const fanOuts = Number(process.env.BENCH_FANOUTS ?? 50);
const digestSeconds = Number(process.env.BENCH_DIGEST_SECONDS ?? 20);
const digestBatchSize = Number(process.env.BENCH_DIGEST_BATCH ?? 200);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 3319);
const goals = { matchP99Ms: 30, fanOutMs: 200, digestSeconds: 300 };

async function openTarget(
  kind: string,
): Promise<{ db: Database; sampler?: pg.Client; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openPglite();
    return { db: handle.db, close: () => handle.close() };
  }
  const postgres = startThrowawayPostgres();
  onCleanup(() => postgres.stop());
  await migratePostgres(postgres.url);
  const handle = openPostgres(postgres.url, clients, { asOwner: true });
  const sampler = new pg.Client({ connectionString: postgres.url });
  await sampler.connect();
  return {
    db: handle.db,
    sampler,
    async close() {
      await sampler.end();
      await handle.close();
      postgres.stop();
    },
  };
}

async function benchTarget(kind: string, hello: { url: string; pid?: number }): Promise<string[]> {
  const size = sizeOf(kind);
  console.log(
    `\n=== ${kind}: ${size.candidates} profiles, ${size.vacancies} open vacancies === (${machine()})`,
  );
  const target = await openTarget(kind);
  const lines: string[] = [];
  const print = (more: string[]) => {
    for (const line of more) console.log(line);
    lines.push(...more);
  };
  try {
    const { db, sampler: database } = target;
    await seedNational(db, { ...size, hideFromOds: 'B86001' });
    await applyProposedSchema(db);
    const ids = await sampleIds(db, calls);
    const today = new Date().toISOString().slice(0, 10);
    const floor = await helloFloor(hello.url, {
      count: 2_000,
      clients,
      ...(hello.pid ? { pid: hello.pid } : {}),
    });
    print(figures(kind, floor));
    let found = 0;
    const suggest = (n: number) =>
      suggestions(db, ids.vacancies[n % ids.vacancies.length] ?? '').then((result) => {
        found += result.found;
      });
    await measure('warm-up', { count: 50, clients, seconds }, suggest);
    found = 0;
    for (const callers of [1, clients]) {
      found = 0;
      const run = await measure(
        'suggested professionals (200 → top 20)',
        { count: calls, clients: callers, seconds, database },
        suggest,
      );
      print(figures(kind, run, goals.matchP99Ms));
      print([
        `${kind.padEnd(8)}   average hard matches ${(found / Math.max(1, run.times.length)).toFixed(1)}`,
      ]);
    }
    for (const callers of [1, clients]) {
      found = 0;
      const run = await measure(
        'matched vacancies (→ top 20)',
        { count: calls, clients: callers, seconds, database },
        (n) =>
          matchedVacancies(db, ids.candidates[n % ids.candidates.length] ?? '', today).then((result) => {
            found += result.found;
          }),
      );
      print(figures(kind, run, goals.matchP99Ms));
      print([
        `${kind.padEnd(8)}   average hard matches ${(found / Math.max(1, run.times.length)).toFixed(1)}`,
      ]);
    }
    let seekers = 0;
    const fanOutRun = await measure(
      'new vacancy fan-out (job seekers + alerts + bell rows)',
      { count: Math.min(fanOuts, ids.vacancies.length), clients: 1, seconds: seconds * 2, database },
      (n) =>
        fanOut(db, ids.vacancies[ids.vacancies.length - 1 - n] ?? '').then((count) => {
          seekers += count;
        }),
    );
    print(figures(kind, fanOutRun, goals.fanOutMs));
    print([
      `${kind.padEnd(8)}   average job seekers notified ${(seekers / Math.max(1, fanOutRun.times.length)).toFixed(1)}`,
    ]);
    await seedPendingAlerts(db);
    const round = await createDigestRound(db, `bench-${kind}`);
    let sent = 0;
    const digestRun = await measure(
      `digest batches of ${digestBatchSize} (claim, read alerts, queue mail, mark)`,
      { count: Number.MAX_SAFE_INTEGER, clients: 1, seconds: digestSeconds, database },
      async () => {
        const claimed = await digestBatch(db, round.runId, digestBatchSize);
        sent += claimed;
        return claimed === 0 ? finished : undefined;
      },
    );
    const perSecond = (sent * 1000) / digestRun.elapsedMs;
    const roundSeconds = round.insertMs / 1000 + size.candidates / Math.max(1, perSecond);
    print(figures(kind, digestRun));
    print([
      `${kind.padEnd(8)}   digest: recipient insert for ${size.candidates} ${(round.insertMs / 1000).toFixed(1)} s; ` +
        `${sent} recipients in ${(digestRun.elapsedMs / 1000).toFixed(1)} s (${perSecond.toFixed(0)}/s) → whole round of ` +
        `${size.candidates} ≈ ${roundSeconds.toFixed(0)} s (goal ≤ ${goals.digestSeconds} s: ${roundSeconds <= goals.digestSeconds ? 'met' : 'MISSED'})`,
    ]);
    return lines;
  } finally {
    await target.close();
  }
}

async function main() {
  console.log(
    `matching: ${candidateCount} candidate profiles, ${vacancyCount} open vacancies, ${clients} clients, ` +
      `up to ${calls} calls or ${seconds} s per figure; targets ${targets.join(', ')}; ${machine()}`,
  );
  const hello = await startHello(helloPort);
  const summary: string[] = [];
  try {
    for (const kind of targets)
      summary.push(
        ...(await benchTarget(kind, {
          url: hello.url,
          ...(hello.child.pid ? { pid: hello.child.pid } : {}),
        })),
      );
  } finally {
    await hello.stop();
  }
  console.log('\nsummary:');
  for (const line of summary) console.log(line);
  console.log(`(at the end: ${machine()})`);
}

runBench(main);
