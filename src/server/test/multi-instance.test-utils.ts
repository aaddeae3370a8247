import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { z } from 'zod';
import { applicationRole, type Database } from '../db/database';
import * as schema from '../db/schema';
import { parseEml } from '../mail/mail.test-utils';
import type { ReceivedMessage } from '../mail/transports/smtp-test-server.test-utils';
import { strongPassword } from './accounts.test-utils';
import { type ServerProcess, startServerProcess } from './server-process.test-utils';

/* Helpers of multi-instance.test.ts: several real server processes on one PostgreSQL database. */

export const origin = 'http://localhost:3000';

/**
 * An empty PostgreSQL database (not the migrated template of database.test-utils): the servers that
 * start on it migrate it themselves. `drop` removes it.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `arrs_multi_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Migration 0014's role is the cluster's, not the database's: on a fresh cluster the template of
    // database.test-utils (built under this lock) could be creating it at the same moment, and two
    // first-ever CREATE ROLEs in different databases collide on the catalogue's unique index.
    await admin.query('select pg_advisory_lock(4242002)');
    await admin
      .query(
        `do $$ begin create role ${applicationRole} nologin; exception when duplicate_object then null; end $$`,
      )
      .finally(() => admin.query('select pg_advisory_unlock(4242002)'));
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
    },
  };
}

/**
 * `count` identical instances as operations.md describes for N instances: the same DATABASE_URL,
 * AUTH_SECRET, SMTP_URL and public URL, each with a DATA_DIR of its own. All are spawned at the same
 * moment. TRUST_PROXY=loopback lets the test speak for many clients through X-Forwarded-For.
 */
export async function startInstances(
  count: number,
  options: { databaseUrl: string; smtpUrl: string; dataDir: string; label: string },
): Promise<ServerProcess[]> {
  const env = {
    DATABASE_URL: options.databaseUrl,
    SMTP_URL: options.smtpUrl,
    PUBLIC_URL: origin,
    AUTH_SECRET: 'multi-instance-test-secret-0123456789abcdef',
    ADMIN_NOTIFY_EMAIL: 'office@example.test',
    TRUST_PROXY: 'loopback',
    // Info: the mail worker's 'mail sent' and the retention job's report are what the test reads.
    LOG_LEVEL: 'info',
  };
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      startServerProcess({ ...env, DATA_DIR: join(options.dataDir, `${options.label}-${index}`) }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  return servers;
}

export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/**
 * A server's complete pino lines (JSON); anything else it printed comes back as a level-60 line. A
 * line still being written (no newline yet) is left for the next call.
 */
export function logLines(server: ServerProcess): LogLine[] {
  return server
    .output()
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { level: 60, msg: line };
      }
    });
}

const retentionReportLine = z.object({
  inactiveCandidates: z.object({ warned: z.number(), erased: z.number(), failed: z.number() }),
  deleted: z.object({ contactSubmissions: z.number() }),
});
/** The counts of a 'retention run finished' log line that the test adds up. */
export type RetentionReportLine = z.infer<typeof retentionReportLine>;

/** Each server's first retention report, once every one has logged it. */
export async function retentionReports(servers: ServerProcess[]): Promise<RetentionReportLine[] | undefined> {
  const found = servers.map((server) =>
    logLines(server).find((line) => line.msg === 'retention run finished'),
  );
  return found.every((line) => line !== undefined)
    ? found.map((line) => retentionReportLine.parse(line))
    : undefined;
}

/** Signs in over HTTP and returns the session cookie header. */
export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: strongPassword, rememberMe: false }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The contact form, as the client at `clientAddress` (through the trusted loopback proxy). */
export async function submitContact(base: string, clientAddress: string, label: string): Promise<number> {
  const response = await fetch(`${base}/api/submissions/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': clientAddress },
    body: JSON.stringify({
      name: 'Morgan Practice',
      email: `${label}@example.test`,
      message: 'We would like to talk about two clinical pharmacist roles.',
      consultationType: 'other',
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** How many times the SMTP server received each Message-ID. */
export function receivedCounts(received: readonly ReceivedMessage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of received) {
    const id = parseEml(message.raw).headers.get('message-id') ?? 'none';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export interface ReleaseTogetherOptions {
  url: string;
  /** SQL that takes the lock, and its parameters. */
  lock: string;
  params?: unknown[];
  /** How many statements matching `pattern` (ILIKE) must be waiting before the lock is released. */
  waiters: number;
  pattern: string;
  /** Runs once the lock is held (e.g. starts the processes that will wait for it). */
  afterLocking?: () => Promise<void>;
  /** Runs in the locking transaction just before it commits (e.g. queues work for the waiters). */
  beforeRelease?: (db: Database) => Promise<void>;
}

/**
 * Holds a lock in a transaction of a connection of its own until `waiters` statements of other
 * connections wait for a lock, then commits: the waiting statements all go ahead at the same moment.
 */
export async function releaseTogether(options: ReleaseTogetherOptions): Promise<void> {
  const holder = new pg.Client({ connectionString: options.url });
  const observer = new pg.Client({ connectionString: options.url });
  await holder.connect();
  await observer.connect();
  try {
    await holder.query('begin');
    await holder.query(options.lock, options.params);
    await options.afterLocking?.();
    await eventually(
      async () => {
        const waiting = await observer.query<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity where datname = current_database()
           and wait_event_type = 'Lock' and query ilike $1`,
          [options.pattern],
        );
        return (waiting.rows[0]?.count ?? 0) >= options.waiters ? true : undefined;
      },
      20_000,
      `${options.waiters} statements like ${options.pattern} waiting`,
    );
    await options.beforeRelease?.(drizzle(holder, { schema }));
    await holder.query('commit');
  } finally {
    await holder.end();
    await observer.end();
  }
}

/** How many times each migration is recorded in drizzle's table (by hash). */
export async function appliedMigrations(url: string): Promise<{ hash: string; times: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ hash: string; times: number }>(
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Polls `check` until it returns a value other than undefined, or throws after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
