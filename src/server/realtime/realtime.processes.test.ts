import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/database';
import { buildAccount, strongPassword } from '../test/accounts.test-utils';
import { createPostgresTestDatabaseUrl } from '../test/database.test-utils';
import { openEventStream } from './event-stream.test-utils';

/**
 * DESIGN §6 across processes: two real server processes share one PostgreSQL; a post made through
 * process A reaches a member whose event stream is open on process B. Runs in the PostgreSQL pass
 * of the suite (TEST_DB=postgres); PGlite allows one process per database.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const origin = 'http://localhost:3000';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      AUTH_SECRET: 'two-process-realtime-test-secret-0123456789',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, base };
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: strongPassword, rememberMe: false }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe.runIf(onPostgres)('community events across two server processes (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  const servers: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'arrs-realtime-'));
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await createPostgresTestDatabaseUrl();
    handle = openPostgres(database.url, 2);
    const [first, second] = await Promise.all([
      startServer(database.url, join(dataDir, 'a')),
      startServer(database.url, join(dataDir, 'b')),
    ]);
    servers.push(first.child, second.child);
    a = first.base;
    b = second.base;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await handle?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('delivers a post made through process A to a stream open on process B', async () => {
    const author = await buildAccount(handle.db);
    const reader = await buildAccount(handle.db);
    const authorCookie = await signIn(a, author.email);
    const readerCookie = await signIn(b, reader.email);
    const stream = await openEventStream(`${b}/api/community/events`, { cookie: readerCookie });
    try {
      expect(stream.status).toBe(200);
      const created = await fetch(`${a}/api/community/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie: authorCookie },
        body: JSON.stringify({ title: 'Across processes', category: 'general', content: 'Hello from A' }),
      });
      expect(created.status).toBe(201);
      const { post } = (await created.json()) as { post: { id: string } };
      expect(await stream.waitFor((event) => (event as { id: string }).id === post.id, 10_000)).toEqual({
        type: 'post',
        id: post.id,
      });
      const listed = await fetch(`${b}/api/community/posts`, { headers: { cookie: readerCookie } });
      const { posts } = (await listed.json()) as { posts: { id: string }[] };
      expect(posts.map((item) => item.id)).toContain(post.id);
    } finally {
      stream.close();
    }
  }, 60_000);
});
