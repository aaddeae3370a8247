import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndedSignal } from '../../shared/community/community.constants';
import { type DatabaseHandle, openPostgres } from '../db/database';
import { buildAccount, strongPassword } from '../test/accounts.test-utils';
import { createPostgresTestDatabaseUrl } from '../test/database.test-utils';
import { type ServerProcess, startServerProcess } from '../test/server-process.test-utils';
import { openEventStream } from './event-stream.test-utils';

/**
 * Realtime across processes: two real server processes share one PostgreSQL; a post made through
 * process A reaches a member whose event stream is open on process B, and a sign-out everywhere
 * through A ends that member's stream on B (decision 040). Runs in the PostgreSQL pass
 * of the suite (TEST_DB=postgres); PGlite allows one process per database.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const origin = 'http://localhost:3000';

async function startServer(databaseUrl: string, dataDir: string) {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    AUTH_SECRET: 'two-process-realtime-test-secret-0123456789',
  });
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
  const servers: ServerProcess[] = [];
  let dataDir = '';
  let a: string;
  let b: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'arrs-realtime-'));
    database = await createPostgresTestDatabaseUrl();
    handle = openPostgres(database.url, 2);
    const [first, second] = await Promise.all([
      startServer(database.url, join(dataDir, 'a')),
      startServer(database.url, join(dataDir, 'b')),
    ]);
    servers.push(first, second);
    a = first.base;
    b = second.base;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await handle?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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

  it("ends a user's stream on process B when they sign out everywhere through process A", async () => {
    const member = await buildAccount(handle.db);
    const other = await buildAccount(handle.db);
    const memberOnA = await signIn(a, member.email);
    const memberOnB = await signIn(b, member.email);
    const otherOnB = await signIn(b, other.email);
    const stream = await openEventStream(`${b}/api/community/events`, { cookie: memberOnB });
    const othersStream = await openEventStream(`${b}/api/community/events`, { cookie: otherOnB });
    try {
      expect([stream.status, othersStream.status]).toEqual([200, 200]);
      const signedOut = await fetch(`${a}/api/account/sign-out-everywhere`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie: memberOnA },
        body: '{}',
      });
      expect(signedOut.status).toBe(200);
      const timeout = new Promise((resolve) => setTimeout(() => resolve('open'), 2000).unref());
      expect(await Promise.race([stream.ended.then(() => 'ended'), timeout])).toBe('ended');
      expect(stream.events.at(-1)).toEqual(sessionEndedSignal);
      // The other member's stream on B is still open and delivering.
      const created = await fetch(`${b}/api/community/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie: otherOnB },
        body: JSON.stringify({ title: 'Still here', category: 'general', content: 'Hello from B' }),
      });
      const { post } = (await created.json()) as { post: { id: string } };
      await othersStream.waitFor((event) => (event as { id: string }).id === post.id, 10_000);
    } finally {
      stream.close();
      othersStream.close();
    }
  }, 60_000);
});
