/**
 * Community list endpoint under load (budget: docs/performance.md). For PostgreSQL and PGlite in turn: a
 * throwaway database seeded by bench/community-seed.ts (100k posts, 300k comments, 1M votes), the real server
 * on it, one signed-in member; then autocannon at 10 connections on GET /api/community/posts (default order,
 * a search, a category), each run paired with a run on a minimal Fastify hello-world process, interleaved
 * (hello, list, hello, list…), so both see the same machine. Prints req/s, p99 and the list/hello ratio next
 * to the goals (PostgreSQL: ≥ 0.035× hello-world and p99 ≤ 25 ms). Never asserts.
 *
 *   npm run bench:community-load
 *   BENCH_TARGETS=postgres BENCH_SECONDS=5 BENCH_ROUNDS=2 npm run bench:community-load
 */
import autocannon from 'autocannon';
import { seedSizeFromEnv } from './community-seed';
import { runBench } from './support/cleanup';
import { startTarget, type TargetKind } from './support/community-target';
import { startHello } from './support/hello-process';
import { fixed, type Run, runOf } from './support/load-run';
import { machine } from './support/machine';
import { median } from './support/statistics';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',') as TargetKind[];
const serverPort = Number(process.env.BENCH_PORT ?? 3311);
const helloPort = serverPort + 1;
/** A word in a moderate share of posts (the seed prints nothing about it; this bench does). */
const searchTerm = process.env.BENCH_SEARCH ?? 'dementia';
const category = process.env.BENCH_CATEGORY ?? 'research';
const goal = { ratio: 0.035, p99Ms: 25 };
const member = 'load-member@bench.example.com';

const variants = [
  { name: 'default order', path: '/api/community/posts' },
  { name: `search q=${searchTerm}`, path: `/api/community/posts?q=${encodeURIComponent(searchTerm)}` },
  { name: `category=${category}`, path: `/api/community/posts?category=${category}` },
];

async function measure(url: string, headers: Record<string, string>, duration: number): Promise<Run> {
  return runOf(await autocannon({ url, connections, duration, headers }));
}

async function benchTarget(kind: TargetKind, hello: string) {
  console.log(`\n=== ${kind} === (${machine()})`);
  const target = await startTarget({ kind, port: serverPort, members: [member], seed: seedSizeFromEnv() });
  try {
    const cookie = await target.signIn(member);
    const headers = { cookie };
    for (const variant of variants) {
      const response = await fetch(`${target.origin}${variant.path}`, { headers });
      const body = (await response.json()) as { posts?: unknown[] };
      if (!response.ok) {
        console.error(target.stderr());
        throw new Error(`${variant.path}: ${response.status} ${JSON.stringify(body)}`);
      }
      console.log(`${variant.name}: ${body.posts?.length ?? 0} posts on the first page`);
    }
    const summary: string[] = [];
    for (const variant of variants) {
      const url = `${target.origin}${variant.path}`;
      await measure(url, headers, 2); // warm-up: JIT, caches, connection pool
      await measure(hello, {}, 1);
      const pairs: { hello: Run; list: Run }[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const helloRun = await measure(hello, {}, seconds);
        const listRun = await measure(url, headers, seconds);
        pairs.push({ hello: helloRun, list: listRun });
        console.log(
          `${kind} ${variant.name} round ${round}: hello ${fixed(helloRun.rps)} req/s p99 ${helloRun.p99} ms | ` +
            `list ${fixed(listRun.rps)} req/s p50 ${listRun.p50} ms p99 ${listRun.p99} ms` +
            `${listRun.errors ? ` (${listRun.errors} errors/non-2xx!)` : ''} | ratio ${(listRun.rps / helloRun.rps).toFixed(4)}`,
        );
      }
      const ratio = median(pairs.map((pair) => pair.list.rps / pair.hello.rps));
      const p99 = median(pairs.map((pair) => pair.list.p99));
      const listRps = median(pairs.map((pair) => pair.list.rps));
      const helloRps = median(pairs.map((pair) => pair.hello.rps));
      const met = ratio >= goal.ratio && p99 <= goal.p99Ms;
      summary.push(
        `${kind.padEnd(8)} ${variant.name.padEnd(22)} list ${fixed(listRps)} req/s  p99 ${fixed(p99, 1)} ms  ` +
          `hello ${fixed(helloRps)} req/s  ratio ${ratio.toFixed(4)}  ` +
          `(goal ≥ ${goal.ratio} and p99 ≤ ${goal.p99Ms} ms: ${met ? 'met' : 'MISSED'}${kind === 'pglite' ? ', goal is for PostgreSQL' : ''})`,
      );
    }
    return summary;
  } finally {
    await target.stop();
  }
}

async function main() {
  console.log(
    `community list load: ${connections} connections, ${rounds} interleaved pairs × ${seconds} s per variant; targets ${targets.join(', ')}`,
  );
  const hello = await startHello(helloPort);
  const summary: string[] = [];
  try {
    for (const kind of targets) summary.push(...(await benchTarget(kind, hello.url)));
  } finally {
    await hello.stop();
  }
  console.log('\nmedians over the pairs:');
  for (const line of summary) console.log(line);
  console.log(`(at the end: ${machine()})`);
}

runBench(main);
