import pg from 'pg';
import { openEventStream } from '../../src/server/realtime/event-stream.test-utils';
import { communityChannel } from '../../src/server/realtime/realtime.plugin';
import { type Fleet, nextClientAddress, seconds } from './fault-instances';
import type { FaultResult } from './fault-kill';
import type { ThrowawayPostgres } from './postgres';

const recoveryGoalMs = 10_000;
const answerWithinMs = 5000;

type Answer = { status: number; ms: number };

async function request(url: string, init: RequestInit = {}): Promise<Answer & { body: unknown }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, ms: performance.now() - started, body };
  } catch {
    return { status: 0, ms: performance.now() - started, body: undefined };
  }
}

const postId = (body: unknown) => {
  const post: unknown = body && typeof body === 'object' ? Reflect.get(body, 'post') : undefined;
  const id: unknown = post && typeof post === 'object' ? Reflect.get(post, 'id') : undefined;
  return typeof id === 'string' ? id : undefined;
};

const field = (event: unknown, key: string): unknown =>
  event && typeof event === 'object' ? Reflect.get(event, key) : undefined;

/**
 * Fault 2: PostgreSQL stops (pg_ctl stop -m fast: every connection cut) for `downMs` and starts
 * again, with two instances running and an SSE client of the community stream on the second. While
 * it is down the API must answer 503 (within 5 s); once it is back, the API must answer again and a
 * post created through the first instance must reach the SSE client on the second within 10 s, with
 * no restart of either instance.
 */
export async function restartPostgres(
  fleet: Fleet,
  postgres: ThrowawayPostgres,
  options: { cookie: string; downMs: number },
): Promise<FaultResult> {
  const [a, b] = fleet.instances;
  if (!a || !b) throw new Error('two instances needed');
  const pids = [a.pid, b.pid];
  const headers = { cookie: options.cookie };
  let posts = 0;
  const createPost = () =>
    request(`${a.origin}/api/community/posts`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        origin: fleet.publicUrl,
        'x-forwarded-for': nextClientAddress(),
      },
      body: JSON.stringify({
        title: `Fault bench post ${++posts}`,
        category: 'general',
        content: 'Does realtime come back after the database restarts?',
      }),
    });

  const stream = await openEventStream(`${b.origin}/api/community/events`, headers);
  try {
    if (stream.status !== 200) throw new Error(`event stream: HTTP ${stream.status}`);
    const before = postId((await createPost()).body);
    await stream.waitFor((event) => field(event, 'id') === before, 5000);

    postgres.pause();
    const wentDown = performance.now();
    const during: Answer[] = [];
    while (performance.now() - wentDown < options.downMs) {
      during.push(await request(`${a.origin}/api/community/posts`, { headers }));
      during.push(await request(`${b.origin}/api/health`));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    postgres.resume();
    const cameBack = performance.now();

    let apiMs = Number.NaN;
    while (performance.now() - cameBack < 30_000) {
      if ((await request(`${a.origin}/api/community/posts`, { headers })).status === 200) {
        apiMs = performance.now() - cameBack;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The listener reconnects on its own schedule: NOTIFY probes (the payload a post sends) until
    // one reaches the client, then a real post end to end.
    const probe = new pg.Client({ connectionString: fleet.databaseUrl });
    await probe.connect();
    let realtimeMs = Number.NaN;
    try {
      for (let index = 0; performance.now() - cameBack < 30_000; index += 1) {
        const id = `probe-${index}`;
        await probe.query('select pg_notify($1, $2)', [
          communityChannel,
          JSON.stringify({ type: 'post', id }),
        ]);
        const arrived = await stream
          .waitFor((event) => field(event, 'id') === id, 250)
          .catch(() => undefined);
        if (arrived) {
          realtimeMs = performance.now() - cameBack;
          break;
        }
      }
    } finally {
      await probe.end();
    }
    const after = postId((await createPost()).body);
    const endToEnd = await stream
      .waitFor((event) => field(event, 'id') === after, 5000)
      .then(() => true)
      .catch(() => false);
    // Events published while the listener was still reconnecting are missed; the client is told to
    // resync (and the web app refetches), so count when that came too.
    const resynced = stream.events.some((event) => field(event, 'type') === 'resync');

    const unavailable = during.filter((answer) => answer.status === 503).length;
    const slowest = Math.max(...during.map((answer) => answer.ms));
    const sameProcesses = a.running() && b.running() && a.pid === pids[0] && b.pid === pids[1];
    const ok =
      unavailable === during.length &&
      slowest <= answerWithinMs &&
      apiMs <= recoveryGoalMs &&
      realtimeMs <= recoveryGoalMs &&
      endToEnd &&
      sameProcesses;
    const others = during.filter((answer) => answer.status !== 503).map((answer) => answer.status);
    return {
      name: `PostgreSQL stopped for ${seconds(options.downMs)} and started again (2 instances, SSE client)`,
      ok,
      figures:
        `${unavailable}/${during.length} requests during the outage answered 503` +
        `${others.length ? ` (others: ${[...new Set(others)].join(', ')})` : ''}, slowest in ${seconds(slowest)}; ` +
        `after the start: API answers again in ${seconds(apiMs)}, realtime to the SSE client on the other ` +
        `instance in ${seconds(realtimeMs)} (goal ≤ ${seconds(recoveryGoalMs)}), resync sent: ${resynced}, ` +
        `a new post reached it: ${endToEnd}; ` +
        `instances restarted: ${sameProcesses ? 'none' : 'YES'}`,
    };
  } finally {
    stream.close();
  }
}
