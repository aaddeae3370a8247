import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { createPostgresTestDatabaseUrl } from '../test/database.test-utils';
import { openPostgres } from './database';

/**
 * A slow database on real PostgreSQL: another connection holds a table lock, as a stuck transaction
 * or a long migration would. With DATABASE_STATEMENT_TIMEOUT_MS the request is answered 503 when
 * the timeout strikes instead of waiting for the lock.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const timeoutMs = 500;

describe.runIf(onPostgres)('a statement timeout on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let t: TestApp;
  let locker: pg.Client;

  beforeAll(async () => {
    database = await createPostgresTestDatabaseUrl();
    t = await createTestApp({ database: openPostgres(database.url, 4, { statementTimeoutMs: timeoutMs }) });
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
  }, 60_000);

  afterAll(async () => {
    await locker?.end();
    await t?.app.close();
    await database?.drop();
  }, 60_000);

  const submit = (address: string) =>
    createClient(t.app, {}, { remoteAddress: address }).post('/api/submissions/contact', {
      name: 'Amelia Hart',
      email: 'amelia.hart@example.org',
      message: 'We would like to talk about workforce planning for our ARRS roles.',
    });

  it('answers 503 when a statement waits longer than the timeout, and works once the lock goes', async () => {
    await locker.query('begin');
    try {
      await locker.query('lock table contact_submissions in access exclusive mode');
      const started = performance.now();
      const response = await submit('203.0.113.41');
      const elapsedMs = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
      });
      expect(elapsedMs).toBeGreaterThanOrEqual(timeoutMs - 50);
      // Without the timeout it would wait for the lock, i.e. until the rollback below.
      expect(elapsedMs).toBeLessThan(timeoutMs + 3000);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await locker.query('rollback');
    }
    expect((await submit('203.0.113.42')).statusCode).toBe(201);
  });
});
