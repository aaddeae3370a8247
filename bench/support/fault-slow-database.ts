import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { contactBody, type Fleet, nextClientAddress, postContact, seconds } from './fault-instances';
import type { FaultResult } from './fault-kill';

const answerWithinMs = 5000;

/** Status and time of one request; status 0 when it failed or took longer than `timeoutMs`. */
async function timed(run: () => Promise<number>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const status = await run();
  return { status, ms: performance.now() - started };
}

async function get(url: string, cookie: string, timeoutMs = 30_000): Promise<number> {
  try {
    const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Fault 4: a slow database. Another connection holds ACCESS EXCLUSIVE locks on the tables of a read
 * route (GET /api/notifications) and a write route (the contact form), so their statements wait, as
 * behind a long migration or a stuck transaction. With the statement timeout, each request must be
 * answered 503 within 5 s instead of hanging; /api/health (which needs no table) stays 200; after the
 * locks go, the same requests succeed again.
 */
export async function slowDatabase(
  fleet: Fleet,
  options: { cookie: string; statementTimeoutMs: number; concurrent: number },
): Promise<FaultResult> {
  const instance = fleet.instances.find((candidate) => candidate.running());
  if (!instance) throw new Error('no instance running');
  const notifications = () => get(`${instance.origin}/api/notifications`, options.cookie);
  const contact = () =>
    postContact(
      fleet,
      instance.origin,
      contactBody(`slow-${randomUUID().slice(0, 8)}@bench.example.com`, 'slow database'),
      randomUUID(),
      nextClientAddress(),
    );

  const locker = new pg.Client({ connectionString: fleet.databaseUrl });
  await locker.connect();
  let during: { status: number; ms: number }[] = [];
  let health: { status: number; ms: number } = { status: 0, ms: 0 };
  try {
    await locker.query('begin');
    await locker.query('lock table notifications, contact_submissions in access exclusive mode');
    const requests = Array.from({ length: options.concurrent }, (_, index) =>
      timed(index % 2 === 0 ? notifications : contact),
    );
    // Once the requests above are waiting on the locks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    health = await timed(() => get(`${instance.origin}/api/health`, ''));
    during = await Promise.all(requests);
  } finally {
    await locker.query('rollback').catch(() => {});
    await locker.end();
  }
  const after = await Promise.all([timed(notifications), timed(contact)]);

  const all503 = during.every((answer) => answer.status === 503);
  const slowest = Math.max(...during.map((answer) => answer.ms));
  const fastest = Math.min(...during.map((answer) => answer.ms));
  const recovered = after[0]?.status === 200 && after[1]?.status === 201;
  const statuses = [...new Set(during.map((answer) => answer.status))].join('/');
  return {
    name: `slow database (tables locked, DATABASE_STATEMENT_TIMEOUT_MS=${options.statementTimeoutMs})`,
    ok: all503 && slowest <= answerWithinMs && health.status === 200 && recovered,
    figures:
      `${during.length} requests (read and write) answered ${statuses} in ${seconds(fastest)} to ${seconds(slowest)} ` +
      `(goal: 503 within ${seconds(answerWithinMs)}); /api/health ${health.status} in ${health.ms.toFixed(0)} ms ` +
      `meanwhile; after the locks went: ${after.map((answer) => answer.status).join(' and ')} ` +
      `in ${Math.max(...after.map((answer) => answer.ms)).toFixed(0)} ms`,
  };
}
