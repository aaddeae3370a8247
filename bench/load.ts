/**
 * The main read and write endpoints under load, on 1 and 3 instances. A throwaway
 * PostgreSQL with a small community (bench/community-seed.ts), 10,000 candidates
 * (bench/support/search-seed.ts), a member and a verified employer; the real server on it, then two
 * more on the same database (the same AUTH_SECRET and PUBLIC_URL, as behind a load balancer). For each
 * endpoint, autocannon at BENCH_CONNECTIONS (default 12) connections, spread evenly over the instances,
 * each run paired with a run on a minimal Fastify hello-world process, interleaved (hello, endpoint,
 * hello, endpoint…), so both see the same machine. Prints req/s, p99 and the endpoint/hello ratio per
 * pair and the medians. Never asserts.
 *
 * Endpoints: a public page (GET /, pre-rendered); the community list as a signed-in member; a
 * candidate search (role + district at 15 km) as a verified employer; the contact form (a write: the
 * lead and two outbox messages in one transaction), each request from an address of its own
 * (X-Forwarded-For from loopback, trusted) so the per-address limit (3 an hour) is not what is
 * measured; the analytics page-view beacon, addressed the same way (so locations are looked up).
 *
 *   npm run bench:load
 *   BENCH_INSTANCES=3 BENCH_SECONDS=3 BENCH_ROUNDS=2 BENCH_ENDPOINTS=search,contact npm run bench:load
 *
 * GET / needs the built app (dist/web; `npm run build`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '../src/server/auth/password-hashing';
import { analyticsIngestPaths } from '../src/shared/analytics/ingest.schemas';
import { killOnCleanup, onCleanup, runBench } from './support/cleanup';
import { benchPassword, startTarget } from './support/community-target';
import { startHello } from './support/hello-process';
import { machine } from './support/machine';
import {
  createVerifiedEmployer,
  districtsNear,
  pick,
  prng,
  randomRole,
  searchCities,
  seedSearchCandidates,
} from './support/search-seed';
import { exited, startServer, waitForHealth } from './support/server';
import { median } from './support/statistics';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 12);
const instanceCounts = (process.env.BENCH_INSTANCES ?? '1,3').split(',').map(Number);
const basePort = Number(process.env.BENCH_PORT ?? 3800);
const helloPort = basePort - 1;
// Not the development server's port (55433): the bench makes its own throwaway PostgreSQL.
process.env.BENCH_PG_PORT ??= '55471';
// Every instance signs and reads the same session cookies, as behind a load balancer.
process.env.AUTH_SECRET ??= randomBytes(32).toString('hex');
const member = 'load-member@bench.example.com';
const employerEmail = 'load-employer@bench.example.com';
const employerOds = 'B86002';
const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

interface Endpoint {
  name: string;
  /** The requests each connection cycles through. */
  requests: autocannon.Request[];
}

/**
 * A new client address for every request of the bench (X-Forwarded-For, trusted from loopback),
 * spread over the IPv4 space: autocannon starts every connection at the first of its requests, so
 * addresses written into a fixed list would repeat once per connection and meet the per-address limit.
 */
let addressCounter = 0;
function nextAddress(): string {
  const n = addressCounter++;
  const m = Math.floor(n / 200);
  return `${11 + (n % 200)}.${(m >> 16) & 255}.${(m >> 8) & 255}.${m & 255}`;
}
const freshAddress = (request: autocannon.Request): autocannon.Request => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
});

function endpoints(origin: string, memberCookie: string, employerCookie: string): Endpoint[] {
  const random = prng(16);
  const districts = searchCities.flatMap((city) => districtsNear(city.centre, 5));
  const searches = Array.from({ length: 500 }, () => {
    const query = new URLSearchParams({
      role: randomRole(random),
      postcode: pick(random, districts),
      radiusKm: '15',
    });
    return {
      method: 'GET' as const,
      path: `/api/employer/search?${query}`,
      headers: { cookie: employerCookie },
    };
  });
  const headers = { 'content-type': 'application/json', origin, 'user-agent': userAgent };
  const all: Endpoint[] = [
    { name: 'public page GET /', requests: [{ method: 'GET', path: '/' }] },
    {
      name: 'community list (member)',
      requests: [{ method: 'GET', path: '/api/community/posts', headers: { cookie: memberCookie } }],
    },
    { name: 'candidate search (employer)', requests: searches },
    {
      name: 'contact form (write)',
      requests: [
        {
          method: 'POST',
          path: '/api/submissions/contact',
          headers,
          body: JSON.stringify({
            name: 'Load Visitor',
            email: 'visitor@bench.example.com',
            phone: '',
            organisation: 'Bench Surgery',
            message: 'We would like to talk about a clinical pharmacist for our network.',
            consultationType: 'other',
          }),
          setupRequest: freshAddress,
        },
      ],
    },
    {
      name: 'analytics beacon',
      requests: [
        {
          method: 'POST',
          path: analyticsIngestPaths.pageView,
          headers,
          body: JSON.stringify({
            path: '/',
            title: 'ARRS Place',
            referrer: '',
            entry: false,
            consent: false,
          }),
          setupRequest: freshAddress,
        },
      ],
    },
  ];
  return all.filter(
    (endpoint) =>
      !process.env.BENCH_ENDPOINTS ||
      process.env.BENCH_ENDPOINTS.split(',').some((word) => endpoint.name.includes(word)),
  );
}

interface Run {
  /** Answers a second, all statuses (a failure is counted here and in `failures`). */
  rps: number;
  p99: number;
  failures: number;
  /** Non-2xx statuses and their counts, e.g. "429×12"; empty when there were none. */
  statuses: string;
}

/** One autocannon per origin at once, the connections shared evenly; req/s summed, the worst p99. */
async function measure(
  origins: string[],
  requests: autocannon.Request[] | undefined,
  duration: number,
): Promise<Run> {
  const each = Math.max(1, Math.round(connections / origins.length));
  const results = await Promise.all(
    origins.map((url) => autocannon({ url, connections: each, duration, ...(requests ? { requests } : {}) })),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    failures: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    statuses: results
      .flatMap((result) => Object.entries(result.statusCodeStats ?? {}))
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
      .join(' '),
  };
}

const rate = (value: number) => value.toFixed(0).padStart(6);

/** Another server process on the same PostgreSQL, with a data directory of its own. */
async function startInstance(port: number, databaseUrl: string, publicUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrs-bench-load-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1',
    // As the first instance (startTarget): the bench's one employer is not browsing-limited.
    EMPLOYER_BROWSE_LIMIT_PER_MINUTE: '0',
    EMPLOYER_BROWSE_LIMIT_PER_DAY: '0',
  };
  const server = startServer({ dataDir, port, env });
  killOnCleanup(server);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(server, origin, 120_000);
  return {
    origin,
    async stop() {
      server.kill('SIGTERM');
      await exited(server);
    },
  };
}

async function main() {
  console.log(
    `load: ${connections} connections, ${rounds} interleaved pairs × ${seconds} s per endpoint, ` +
      `instances ${instanceCounts.join(' and ')} on one PostgreSQL; ${machine()}`,
  );
  const hello = await startHello(helloPort);
  const passwordHash = await hashPassword(benchPassword);
  const target = await startTarget({
    kind: 'postgres',
    port: basePort,
    members: [member],
    seed: { users: 500, posts: 10_000, comments: 30_000, votes: 100_000 },
    prepare: async (db) => {
      await seedSearchCandidates(db, { count: 10_000, hideFromOds: employerOds });
      await createVerifiedEmployer(db, {
        email: employerEmail,
        passwordHash,
        odsCode: employerOds,
        postcode: 'LS6 2AA',
      });
    },
  });
  const extra: Awaited<ReturnType<typeof startInstance>>[] = [];
  const summary: string[] = [];
  try {
    const list = endpoints(target.origin, await target.signIn(member), await target.signIn(employerEmail));
    for (const count of instanceCounts) {
      while (extra.length + 1 < count) {
        const url = target.databaseUrl ?? '';
        extra.push(await startInstance(basePort + extra.length + 1, url, target.origin));
      }
      const origins = [target.origin, ...extra.map((instance) => instance.origin)].slice(0, count);
      console.log(
        `\n=== ${count} instance${count === 1 ? '' : 's'}: ${origins.join(', ')} (${machine()}) ===`,
      );
      for (const endpoint of list) {
        const first = await measure(origins, endpoint.requests, 1); // warm-up: JIT, caches, pools
        if (first.failures)
          console.log(
            `  warm-up of ${endpoint.name}: ${first.failures} failures (${first.statuses})\n${target.stderr().slice(-1500)}`,
          );
        await measure([hello.url], undefined, 1);
        const pairs: { hello: Run; endpoint: Run }[] = [];
        for (let round = 1; round <= rounds; round += 1) {
          const helloRun = await measure([hello.url], undefined, seconds);
          const endpointRun = await measure(origins, endpoint.requests, seconds);
          pairs.push({ hello: helloRun, endpoint: endpointRun });
          console.log(
            `${count}× ${endpoint.name.padEnd(28)} round ${round}: hello ${rate(helloRun.rps)} req/s | ` +
              `endpoint ${rate(endpointRun.rps)} req/s p99 ${endpointRun.p99} ms` +
              `${endpointRun.failures ? ` (${endpointRun.failures} failures! ${endpointRun.statuses})` : ''} | ratio ${(endpointRun.rps / helloRun.rps).toFixed(3)}`,
          );
        }
        const ratio = median(pairs.map((pair) => pair.endpoint.rps / pair.hello.rps));
        summary.push(
          `${count} instance${count === 1 ? ' ' : 's'}  ${endpoint.name.padEnd(28)} ${rate(median(pairs.map((pair) => pair.endpoint.rps)))} req/s  ` +
            `p99 ${median(pairs.map((pair) => pair.endpoint.p99))
              .toFixed(0)
              .padStart(4)} ms  ` +
            `hello ${rate(median(pairs.map((pair) => pair.hello.rps)))} req/s  ratio ${ratio.toFixed(3)}` +
            `${pairs.some((pair) => pair.endpoint.failures) ? '  (failures: see above)' : ''}`,
        );
      }
    }
  } finally {
    for (const instance of extra) await instance.stop();
    await target.stop();
    await hello.stop();
  }
  console.log('\nmedians over the pairs (ratio = endpoint req/s ÷ hello-world req/s, same run):');
  for (const line of summary) console.log(line);
  console.log(`(at the end: ${machine()})`);
}

runBench(main);
