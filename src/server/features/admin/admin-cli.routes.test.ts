import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { cliTokenHeader, publishServerHandle, readCliToken } from '../../server-handle';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

let testApp: TestApp;
let token: string;

const url = '/api/internal/admin-accounts';
const body = { email: 'ops@example.org', password: 'Harbour-Violet-Compass-73!', role: 'master_admin' };
const loopback = [{ address: '127.0.0.1', family: 'IPv4', port: 3000 }];

beforeEach(async () => {
  testApp = await createTestApp();
  publishServerHandle(testApp.config.DATA_DIR, loopback);
  token = readCliToken(testApp.config.DATA_DIR) ?? '';
});
afterEach(async () => {
  await testApp.app.close();
});

async function accountCount() {
  return (await testApp.database.db.select().from(user).where(eq(user.email, body.email))).length;
}

function send(headers: Record<string, string>, remoteAddress?: string, payload: object = body) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('POST /api/internal/admin-accounts', () => {
  it('creates the account for the local CLI holding the token', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await send({ [cliTokenHeader]: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ action: 'created', email: body.email, role: 'master_admin' });
    expect(await accountCount()).toBe(1);
    expect((await send({ [cliTokenHeader]: token }, '::1')).json()).toMatchObject({ action: 'updated' });
    expect(await accountCount()).toBe(1);
  });

  it.each([
    ['no token', () => ({}), undefined],
    ['a wrong token', () => ({ [cliTokenHeader]: 'x'.repeat(43) }), undefined],
    ['a non-loopback address', () => ({ [cliTokenHeader]: token }), '10.0.0.5'],
    ['a proxied request', () => ({ [cliTokenHeader]: token, 'x-forwarded-for': '203.0.113.9' }), undefined],
  ] as const)('refuses %s', async (_case, headers, remoteAddress) => {
    const response = await send(headers(), remoteAddress);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await accountCount()).toBe(0);
  });

  it('refuses a token left behind by another process, and tells nothing about the body first', async () => {
    publishServerHandle(testApp.config.DATA_DIR, loopback, process.pid + 1);
    const stale = readCliToken(testApp.config.DATA_DIR) ?? '';
    expect((await send({ [cliTokenHeader]: stale })).statusCode).toBe(403);
    expect((await send({}, undefined, { nonsense: true })).statusCode).toBe(403);
  });

  it('validates the command like the CLI does', async () => {
    const weak = await send({ [cliTokenHeader]: token }, undefined, { ...body, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const guessable = await send({ [cliTokenHeader]: token }, undefined, {
      ...body,
      role: 'employer',
      password: 'password1234',
    });
    expect(guessable.json()).toMatchObject({ error: { code: 'WEAK_PASSWORD' } });
    expect(await accountCount()).toBe(0);
  });
});

describe('POST /api/internal/backup', () => {
  const backup = (headers: Record<string, string>, remoteAddress?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/internal/backup',
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('sends the embedded database as a tar to the local CLI; on PostgreSQL, points at pg_dump', async () => {
    const response = await backup({ [cliTokenHeader]: token });
    if (testApp.database.kind === 'postgres') {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'BACKUP_NOT_EMBEDDED' } });
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-tar');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    // A POSIX tar: "ustar" at offset 257 of its first header.
    expect(response.rawPayload.subarray(257, 262).toString()).toBe('ustar');
  });

  it('refuses a wrong token and a non-loopback caller', async () => {
    expect((await backup({ [cliTokenHeader]: 'wrong' })).statusCode).toBe(403);
    expect((await backup({ [cliTokenHeader]: token }, '10.0.0.7')).statusCode).toBe(403);
  });
});
