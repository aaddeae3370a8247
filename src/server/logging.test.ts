import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContactBody, formClient } from './features/submissions/submissions.test-utils';
import { serializeError } from './logger';
import { buildAccount, signedInClient } from './test/accounts.test-utils';
import { createTestApp, type TestApp } from './test/app.test-utils';
import { asDatabaseOwner } from './test/database.test-utils';

/** What the server logs holds no personal data, credentials or stack traces of its libraries. */
describe('logs', () => {
  let t: TestApp;
  let captured = '';
  afterEach(async () => {
    await t.app.close();
  });
  const start = async () => {
    captured = '';
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => {
      captured += String(chunk);
    });
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
  };

  it('log a failed query by its code, and a failed sign-in, without addresses, passwords, cookies or stacks', async () => {
    await start();
    const account = await buildAccount(t.database.db, { email: 'priya.logged@example.org' });
    const { client } = await signedInClient(t.app, account, false, '10.40.0.1');
    const cookie = client.jar.header();
    const sessionToken = decodeURIComponent(cookie.split('=')[1]?.split('.')[0] ?? '');
    expect(sessionToken.length).toBeGreaterThan(10);

    // A query that fails with personal data in its parameters: the table it writes to is gone.
    await asDatabaseOwner(t.database.db, (owner) =>
      owner.execute(sql`alter table contact_submissions rename to contact_submissions_gone`),
    );
    const body = buildContactBody({ email: 'amelia.logged@example.org', name: 'Amelia Loggedname' });
    const failed = await formClient(t.app, '10.40.0.2').contact(body);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.code).toBe('INTERNAL_ERROR');

    const wrongPassword = 'Wrong-Password-Logged-1!';
    expect((await client.signIn(account.email, wrongPassword)).statusCode).toBe(401);

    expect(captured).toContain('"code":"42P01"');
    expect(captured).toContain('better-auth');
    for (const secret of [
      account.email,
      'amelia.logged@example.org',
      'Amelia Loggedname',
      wrongPassword,
      account.password,
      sessionToken,
      'insert into',
      'params:',
    ]) {
      expect(captured, secret).not.toContain(secret);
    }
    expect(captured).not.toMatch(/\\n\s+at /);
    expect(captured).not.toMatch(/@[a-z0-9-]+\.(org|test|com)/i);
  });
});

describe('serializeError', () => {
  it('keeps a database error to its code, constraint, table and column', () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_key"'),
      {
        code: '23505',
        constraint: 'user_email_key',
        table: 'user',
        detail: 'Key (email)=(someone@example.org) already exists.',
      },
    );
    const wrapped = new Error('Failed query: insert into "user" ... params: someone@example.org', {
      cause: driver,
    });
    wrapped.name = 'DrizzleQueryError';
    const logged = JSON.stringify(serializeError(wrapped));
    expect(logged).not.toContain('someone@example.org');
    expect(logged).not.toContain('insert into');
    expect(serializeError(wrapped)).toMatchObject({
      code: '23505',
      constraint: 'user_email_key',
      table: 'user',
    });
  });
});
