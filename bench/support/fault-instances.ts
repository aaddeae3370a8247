import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migratePostgres, openPostgres } from '../../src/server/db/database';
import { freePort } from '../../src/server/test/server-process.test-utils';
import { killOnCleanup, onCleanup } from './cleanup';
import { benchPassword, createMembers } from './community-target';
import { exited, startServer, waitForHealth } from './server';

/**
 * Server processes for bench/faults.ts: N instances of the real server on one PostgreSQL database,
 * as behind a load balancer (one AUTH_SECRET and PUBLIC_URL, so a session and a client key mean the
 * same on each). Each request says which client it is with X-Forwarded-For (trusted from loopback).
 */
export interface Instance {
  origin: string;
  pid: number | undefined;
  running(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
  stderr(): string;
}

export interface Fleet {
  instances: Instance[];
  /** PUBLIC_URL of every instance: the Origin a browser would send. */
  publicUrl: string;
  databaseUrl: string;
  /** Starts instance `index` again (after a kill), on its port. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh database on the PostgreSQL server of `serverUrl`, migrated; dropped by `drop()`. */
export async function createFaultDatabase(serverUrl: string) {
  const name = `arrs_faults_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`).finally(() => admin.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migratePostgres(url.toString());
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
    },
  };
}

/** Approved candidates, as the tables' owner (the app's own account code and hashing). */
export async function addMembers(databaseUrl: string, emails: string[]) {
  const handle = openPostgres(databaseUrl, 2, { asOwner: true });
  try {
    await createMembers(handle.db, emails);
  } finally {
    await handle.close();
  }
}

export async function startFleet(options: {
  databaseUrl: string;
  count: number;
  env?: Record<string, string>;
}): Promise<Fleet> {
  const ports = await Promise.all(Array.from({ length: options.count }, () => freePort()));
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  const env = {
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'loopback',
    ...options.env,
  };
  const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'arrs-faults-')));
  onCleanup(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const launch = async (index: number): Promise<Instance> => {
    const port = ports[index] ?? 0;
    const origin = `http://127.0.0.1:${port}`;
    const child = startServer({ dataDir: dataDirs[index] ?? '', port, env });
    killOnCleanup(child);
    let stderr = '';
    const collect = (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    };
    child.stderr?.on('data', collect);
    child.stdout?.on('data', collect);
    try {
      await waitForHealth(child, origin, 120_000);
    } catch (error) {
      console.error(stderr);
      throw error;
    }
    return {
      origin,
      pid: child.pid,
      running: () => child.exitCode === null && child.signalCode === null,
      async kill(signal) {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill(signal);
        await exited(child);
      },
      stderr: () => stderr,
    };
  };

  // Together, as after a deployment: the migrations take turns under their advisory lock.
  const instances = await Promise.all(ports.map((_, index) => launch(index)));
  return {
    instances,
    publicUrl,
    databaseUrl: options.databaseUrl,
    async restart(index) {
      instances[index] = await launch(index);
    },
    async stop() {
      await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
    },
  };
}

let forwardedCounter = 0;

/** A client address of its own for each caller (rate limits count per client). */
export function nextClientAddress(): string {
  const index = forwardedCounter++;
  return `10.${(index >> 16) & 0xff}.${(index >> 8) & 0xff}.${index & 0xff}`;
}

/** Signs a bench member in through `origin`; resolves with the Cookie header (valid on every instance). */
export async function signIn(fleet: Fleet, origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: fleet.publicUrl,
      'x-forwarded-for': nextClientAddress(),
    },
    body: JSON.stringify({ email, password: benchPassword, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A contact form body whose e-mail address identifies the submission. */
export function contactBody(email: string, note: string) {
  return {
    name: 'Fault Bench',
    email,
    phone: '',
    organisation: 'Bench PCN',
    message: `Fault bench submission: ${note}. Please call us about our ARRS roles.`,
    consultationType: 'other',
  };
}

/** Posts the contact form with an Idempotency-Key; the status, or 0 when the connection failed. */
export async function postContact(
  fleet: Fleet,
  origin: string,
  body: object,
  key: string,
  client: string,
  timeoutMs = 30_000,
): Promise<number> {
  try {
    const response = await fetch(`${origin}/api/submissions/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: fleet.publicUrl,
        'idempotency-key': key,
        'x-forwarded-for': client,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** A duration for the report: milliseconds below a second, else seconds. */
export const seconds = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);
