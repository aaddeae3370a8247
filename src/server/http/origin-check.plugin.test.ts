import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, signedInClient, testOrigin } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';

/** One raw HTTP/1.1 request, so the request target can be in absolute form as a proxy would send it. */
async function rawRequest(
  port: number,
  lines: string[],
  body = '',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), text }));
    socket.write(
      [...lines, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body].join('\r\n'),
    );
  });
}

/** CSRF defence: the Origin check holds whatever the form of the request target. */
describe('origin check', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
    const account = await buildAccount(t.database.db);
    cookie = (await signedInClient(t.app, account)).client.jar.header();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const deleteAccount = (target: string, headers: string[]) =>
    rawRequest(
      port,
      [
        `DELETE ${target} HTTP/1.1`,
        'Host: localhost:3000',
        `Cookie: ${cookie}`,
        'Content-Type: application/json',
        ...headers,
      ],
      '{"confirmation":"DELETE"}',
    );

  it('refuses a foreign Origin on an absolute-form request target', async () => {
    const answer = await deleteAccount('http://localhost:3000/api/account', ['Origin: https://evil.example']);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('INVALID_ORIGIN');
  });

  it('refuses a cookie-carrying request without Origin, in either form', async () => {
    for (const target of ['http://localhost:3000/api/account', '/api/account']) {
      const answer = await deleteAccount(target, []);
      expect(answer.status, target).toBe(403);
    }
  });

  it('refuses a cross-site Sec-Fetch-Site without Origin', async () => {
    const answer = await deleteAccount('/api/account', ['Sec-Fetch-Site: cross-site']);
    expect(answer.status).toBe(403);
  });

  it('refuses a cross-site Sec-Fetch-Site even from a script without cookies', async () => {
    const answer = await rawRequest(
      port,
      [
        'POST http://localhost:3000/api/not-found HTTP/1.1',
        'Host: localhost:3000',
        'Content-Type: application/json',
        'Sec-Fetch-Site: cross-site',
      ],
      '{"path":"/x"}',
    );
    expect(answer.status).toBe(403);
  });

  it('accepts our own origin, and scripts that send neither Origin nor cookies', async () => {
    const own = await rawRequest(
      port,
      [
        'POST http://localhost:3000/api/not-found HTTP/1.1',
        'Host: localhost:3000',
        'Content-Type: application/json',
        `Origin: ${testOrigin}`,
      ],
      '{"path":"/x"}',
    );
    expect(own.status).toBe(204);
    const script = await rawRequest(
      port,
      ['POST /api/not-found HTTP/1.1', 'Host: localhost:3000', 'Content-Type: application/json'],
      '{"path":"/y"}',
    );
    expect(script.status).toBe(204);
  });
});
