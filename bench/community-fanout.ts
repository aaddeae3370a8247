/**
 * Realtime fan-out (budget, docs/performance.md: p99 ≤ 50 ms from commit to event received, 1,000 clients on
 * one process). For PostgreSQL and PGlite in turn: the real server on a throwaway database, 1,000 signed-in
 * clients on GET /api/community/events (a few member sessions shared between them), then N posts created one
 * after another through the API; for each post, the time until each client has its event.
 *
 * The commit happens inside the POST, between the request going out and its response coming back, so
 * each delivery is timed from both ends: "from request sent" is an upper bound on commit → received,
 * "from response" a lower bound (it can be negative: the event may beat the response). On PostgreSQL
 * the bench also sends NOTIFY itself (autocommit, the same payload shape), which times commit →
 * received directly. Prints p50/p99 over all deliveries next to the goal; never asserts.
 *
 *   npm run bench:community-fanout
 *   BENCH_TARGETS=pglite BENCH_CLIENTS=1000 BENCH_EVENTS=100 npm run bench:community-fanout
 */
import http from 'node:http';
import pg from 'pg';
import { communityChannel } from '../src/server/realtime/realtime.plugin';
import { runBench } from './support/cleanup';
import { startTarget, type TargetKind } from './support/community-target';
import { machine } from './support/machine';

const clientCount = Number(process.env.BENCH_CLIENTS ?? 1000);
const eventCount = Number(process.env.BENCH_EVENTS ?? 100);
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',') as TargetKind[];
const port = Number(process.env.BENCH_PORT ?? 3311);
const goalP99Ms = 50;
/** The server lets a member create 10 posts an hour: one member per 10 events. */
const postsPerMember = 10;
const memberCount = Math.max(1, Math.ceil(eventCount / postsPerMember));
const members = Array.from({ length: memberCount }, (_, i) => `fanout-${i + 1}@bench.example.com`);

/** Delivery times (performance.now()) per event id, one entry per client that received it. */
type Arrivals = Map<string, number[]>;

function openStreams(origin: string, cookies: string[], arrivals: Arrivals) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  const connect = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${origin}/api/community/events`,
        { agent, headers: { cookie: cookies[index % cookies.length] ?? '', accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`stream ${index}: HTTP ${response.statusCode}`));
            response.resume();
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          let opened = false;
          response.on('data', (chunk: string) => {
            const at = performance.now();
            if (!opened) {
              opened = true;
              resolve(); // the first write is 'retry: 3000': we are subscribed
            }
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end !== -1) {
              const message = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf('\n\n');
              const id = /^data: .*"id":"([^"]+)"/m.exec(message)?.[1];
              if (id) {
                const times = arrivals.get(id);
                if (times) times.push(at);
                else arrivals.set(id, [at]);
              }
            }
          });
        },
      );
      request.on('error', reject);
      requests.push(request);
    });
  return {
    async openAll() {
      for (let start = 0; start < clientCount; start += 100) {
        const batch = [];
        for (let index = start; index < Math.min(clientCount, start + 100); index += 1)
          batch.push(connect(index));
        await Promise.all(batch);
      }
    },
    close() {
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}

async function allArrived(arrivals: Arrivals, id: string, timeoutMs = 5000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if ((arrivals.get(id)?.length ?? 0) >= clientCount) return clientCount;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return arrivals.get(id)?.length ?? 0;
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN, count: sorted.length };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function report(label: string, values: number[], expected: number) {
  const stats = percentiles(values);
  const goal = label.includes('lower bound')
    ? ''
    : `  (goal p99 ≤ ${goalP99Ms} ms: ${stats.p99 <= goalP99Ms ? 'met' : 'MISSED'})`;
  return `${label.padEnd(44)} p50 ${ms(stats.p50).padStart(9)}  p99 ${ms(stats.p99).padStart(9)}  max ${ms(stats.max).padStart(9)}  deliveries ${stats.count}/${expected}${goal}`;
}

async function benchTarget(kind: TargetKind): Promise<string[]> {
  console.log(`\n=== ${kind} === (${machine()})`);
  const target = await startTarget({ kind, port, members });
  const arrivals: Arrivals = new Map();
  const cookies: string[] = [];
  for (const email of members) cookies.push(await target.signIn(email));
  const streams = openStreams(target.origin, cookies, arrivals);
  const lines: string[] = [];
  try {
    const opening = performance.now();
    await streams.openAll();
    console.log(
      `${clientCount} event streams open in ${ms(performance.now() - opening)} (${memberCount} member sessions)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    const fromSent: number[] = [];
    const fromResponse: number[] = [];
    let missing = 0;
    for (let i = 0; i < eventCount; i += 1) {
      const cookie = cookies[Math.floor(i / postsPerMember)] ?? '';
      const sent = performance.now();
      const response = await fetch(`${target.origin}/api/community/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: target.origin, cookie },
        body: JSON.stringify({
          title: `Fan-out check ${i + 1}`,
          category: 'general',
          content: 'How quickly does a new discussion reach everyone who has the community page open?',
          tags: [],
        }),
      });
      const answered = performance.now();
      const body = (await response.json()) as { post?: { id: string } };
      if (response.status !== 201 || !body.post)
        throw new Error(`post ${i}: ${response.status} ${JSON.stringify(body)}`);
      const received = await allArrived(arrivals, body.post.id);
      missing += clientCount - received;
      for (const at of arrivals.get(body.post.id) ?? []) {
        fromSent.push(at - sent);
        fromResponse.push(at - answered);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const expected = eventCount * clientCount;
    lines.push(report(`${kind}: API post, from request sent (upper)`, fromSent, expected));
    lines.push(report(`${kind}: API post, from response (lower bound)`, fromResponse, expected));
    if (missing > 0) lines.push(`${kind}: ${missing} deliveries missing after 5 s`);

    if (target.databaseUrl) lines.push(...(await directNotify(target.databaseUrl, arrivals)));
  } finally {
    streams.close();
    await target.stop();
  }
  for (const line of lines) console.log(line);
  return lines;
}

/** NOTIFY sent by the bench itself: the statement commits as soon as it runs, so this is commit → received. */
async function directNotify(url: string, arrivals: Arrivals): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const latencies: number[] = [];
  try {
    for (let i = 0; i < eventCount; i += 1) {
      const id = `direct-${i}`;
      const sent = performance.now();
      await client.query('select pg_notify($1, $2)', [
        communityChannel,
        JSON.stringify({ type: 'post', id }),
      ]);
      await allArrived(arrivals, id);
      for (const at of arrivals.get(id) ?? []) latencies.push(at - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
  return [report('postgres: direct NOTIFY, commit → received', latencies, eventCount * clientCount)];
}

async function main() {
  console.log(
    `community fan-out: ${clientCount} clients, ${eventCount} events; targets ${targets.join(', ')}`,
  );
  const summary: string[] = [];
  for (const kind of targets) summary.push(...(await benchTarget(kind)));
  console.log('\nsummary:');
  for (const line of summary) console.log(line);
  console.log(`(at the end: ${machine()})`);
}

runBench(main);
