import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../realtime/event-stream.test-utils';
import { buildAccount, createClient, signedInClient, type TestClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { createPostgresTestDatabaseUrl } from '../test/database.test-utils';
import { startTcpProxy, type TcpProxy, viaProxy } from '../test/tcp-proxy.test-utils';
import { openPostgres } from './database';

/**
 * Surviving a database outage, on real PostgreSQL: two app instances reach one database through a TCP proxy
 * that the test closes (connections cut and refused) and reopens, as an outage of the database.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
/** Longer than a few short retries would cover: the listener must keep trying. */
const outageMs = 12_000;

describe.runIf(onPostgres)('a PostgreSQL outage (TCP proxy closed, then reopened)', () => {
  let database: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  let author: TestClient;
  let readerCookie: string;

  beforeAll(async () => {
    database = await createPostgresTestDatabaseUrl();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const instance = () =>
      createTestApp({ database: openPostgres(viaProxy(database.url, proxy), 4, { maxRetryMs: 2000 }) });
    a = await instance();
    b = await instance();
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const address = b.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    baseB = `http://127.0.0.1:${address.port}`;
    author = (await signedInClient(a.app, await buildAccount(a.database.db), false, '10.30.0.1')).client;
    const reader = await signedInClient(b.app, await buildAccount(b.database.db), false, '10.30.0.2');
    readerCookie = reader.client.jar.header();
  }, 60_000);

  afterAll(async () => {
    await proxy?.open().catch(() => {});
    await a?.app.close();
    await b?.app.close();
    await proxy?.close();
    await database?.drop();
  }, 60_000);

  const post = (title: string) =>
    author.post('/api/community/posts', { title, category: 'general', content: 'After the outage' });

  it('answers 503 with Retry-After while the database is down, and recovers without a restart', async () => {
    await proxy.close();
    try {
      for (const answer of [
        await author.get('/api/community/posts'),
        await post('During the outage'),
        await createClient(a.app, {}, { remoteAddress: '10.30.0.9' }).signIn('x@example.test', 'Wrong-1!'),
      ]) {
        expect(answer.statusCode).toBe(503);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.json()).toEqual({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'The service is temporarily unavailable. Please try again shortly.',
          },
        });
      }
      const health = await a.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'error', db: 'unreachable' });
    } finally {
      await proxy.open();
    }
    expect((await a.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await author.get('/api/community/posts')).statusCode).toBe(200);
    expect((await post('Right after the outage')).statusCode).toBe(201);
  }, 60_000);

  it('tells subscribed clients to resync after a long outage, then delivers new events again', async () => {
    const stream = await openEventStream(`${baseB}/api/community/events`, { cookie: readerCookie });
    try {
      expect(stream.status).toBe(200);
      await proxy.close();
      await new Promise((resolve) => setTimeout(resolve, outageMs));
      await proxy.open();
      await stream.waitFor((event) => (event as { type?: string }).type === 'resync', 30_000);
      const created = await post('Seen on the other instance');
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ post: { id: string } }>().post;
      expect(await stream.waitFor((event) => (event as { id?: string }).id === id, 15_000)).toEqual({
        type: 'post',
        id,
      });
    } finally {
      stream.close();
    }
  }, 90_000);
});
