import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionEndedSignal } from '../../shared/community/community.constants';
import { openPostgres } from '../db/database';
import {
  type CommunityMember,
  communityMember,
  createPost,
} from '../features/community/community.test-utils';
import { signedInClient, type TestClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { createPostgresTestDatabaseUrl } from '../test/database.test-utils';
import { openEventStream } from './event-stream.test-utils';

/*
 * An event stream lives no longer than the session it was opened with: when that session ends, on
 * whichever server process, the stream sends its last message and ends within moments; the streams
 * of other sessions and other users stay open. Decision 040.
 */

type Stream = Awaited<ReturnType<typeof openEventStream>>;
const isSessionEnded = (event: unknown) => (event as { type?: string }).type === sessionEndedSignal.type;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function startApp(): Promise<{ t: TestApp; base: string }> {
  const t = await createTestApp();
  cleanups.push(() => t.app.close());
  return { t, base: await listening(t) };
}

/**
 * Two instances of the server on one database: on PostgreSQL each with its own pool and listening
 * connection; on the embedded database, two apps on the one PGlite (what its LISTEN reaches).
 */
async function startTwoInstances(): Promise<{ a: TestApp; b: TestApp; baseB: string }> {
  if (process.env.TEST_DB === 'postgres') {
    const database = await createPostgresTestDatabaseUrl();
    cleanups.push(() => database.drop());
    const a = await createTestApp({ database: openPostgres(database.url, 4) });
    cleanups.push(() => a.app.close());
    const b = await createTestApp({ database: openPostgres(database.url, 4) });
    cleanups.push(() => b.app.close());
    return { a, b, baseB: await listening(b) };
  }
  const a = await createTestApp();
  cleanups.push(() => a.app.close());
  // Closing the second must leave the shared database open for the first.
  const b = await createTestApp({ database: { ...a.database, close: async () => {} } });
  cleanups.push(() => b.app.close());
  return { a, b, baseB: await listening(b) };
}

async function streamOf(base: string, client: TestClient): Promise<Stream> {
  const stream = await openEventStream(`${base}/api/community/events`, { cookie: client.jar.header() });
  cleanups.push(async () => stream.close());
  expect(stream.status).toBe(200);
  return stream;
}

/** Resolves once the server has ended the stream, after telling it the session ended. */
async function expectEndedBySessionEnd(stream: Stream, withinMs = 2000) {
  const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), withinMs).unref());
  expect(await Promise.race([stream.ended.then(() => 'ended' as const), timeout])).toBe('ended');
  expect(stream.events.at(-1)).toEqual(sessionEndedSignal);
}

/** The stream is still open and delivering: a post made now reaches it. */
async function expectStillOpen(stream: Stream, author: CommunityMember) {
  const post = await createPost(author.client);
  await stream.waitFor((event) => (event as { id?: string }).id === post.id);
  expect(stream.events.some(isSessionEnded)).toBe(false);
}

describe('event streams end with their session', () => {
  it("sign out everywhere ends every stream of the user, and no one else's", async () => {
    const { t, base } = await startApp();
    const member = await communityMember(t);
    const other = await communityMember(t);
    const second = await signedInClient(t.app, member);
    const streams = [await streamOf(base, member.client), await streamOf(base, second.client)];
    const othersStream = await streamOf(base, other.client);

    expect((await member.client.post('/api/account/sign-out-everywhere')).statusCode).toBe(200);
    for (const stream of streams) await expectEndedBySessionEnd(stream);
    await expectStillOpen(othersStream, other);
  });

  it('suspension by an admin ends the streams of the suspended account', async () => {
    const { t, base } = await startApp();
    const admin = await communityMember(t, { role: 'admin' });
    const member = await communityMember(t);
    const stream = await streamOf(base, member.client);
    const adminStream = await streamOf(base, admin.client);

    const suspended = await admin.client.post(`/api/admin/accounts/${member.userId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    await expectEndedBySessionEnd(stream);
    await expectStillOpen(adminStream, admin);
  });

  it("an admin's 'sign out everywhere' and the account's deletion end its streams", async () => {
    const { t, base } = await startApp();
    const admin = await communityMember(t, { role: 'admin' });
    const signedOut = await communityMember(t);
    const deleted = await communityMember(t);
    const signedOutStream = await streamOf(base, signedOut.client);
    const deletedStream = await streamOf(base, deleted.client);

    const answer = await admin.client.post(`/api/admin/accounts/${signedOut.userId}/sign-out-everywhere`);
    expect(answer.statusCode).toBe(200);
    await expectEndedBySessionEnd(signedOutStream);
    expect((await deleted.client.delete('/api/account', { confirmation: 'DELETE' })).statusCode).toBe(200);
    await expectEndedBySessionEnd(deletedStream);
  });

  it("signing out ends the stream of that session only, not the same user's on another session", async () => {
    const { t, base } = await startApp();
    const member = await communityMember(t);
    const second = await signedInClient(t.app, member);
    const signingOut = await streamOf(base, member.client);
    const staying = await streamOf(base, second.client);

    expect((await member.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    await expectEndedBySessionEnd(signingOut);
    await expectStillOpen(staying, { ...member, client: second.client });
  });

  it('a password change ends the streams of the sessions it signs out', async () => {
    const { t, base } = await startApp();
    const member = await communityMember(t);
    const elsewhere = await signedInClient(t.app, member);
    const stream = await streamOf(base, elsewhere.client);

    const changed = await member.client.post('/api/auth/change-password', {
      currentPassword: member.password,
      newPassword: 'Harbour-Violet-Sundial-73!',
    });
    expect(changed.statusCode).toBe(200);
    await expectEndedBySessionEnd(stream);
  });

  it('a stream ends when its session reaches the end of its lifetime', async () => {
    const { t, base } = await startApp();
    const member = await communityMember(t);
    await t.database.db.execute(
      sql`update session set expires_at = now() + interval '1 second' where user_id = ${member.userId}`,
    );
    const stream = await streamOf(base, member.client);
    await expectEndedBySessionEnd(stream, 3000);
  });

  it('sign out everywhere on one instance ends the stream open on another', async () => {
    const { a, b, baseB } = await startTwoInstances();
    const member = await communityMember(a);
    const other = await communityMember(a);
    const stream = await streamOf(baseB, member.client);
    const othersStream = await streamOf(baseB, other.client);

    expect((await member.client.post('/api/account/sign-out-everywhere')).statusCode).toBe(200);
    await expectEndedBySessionEnd(stream);
    expect(b.app.streamSessions.size).toBe(1);
    await expectStillOpen(othersStream, other);
  });
});
