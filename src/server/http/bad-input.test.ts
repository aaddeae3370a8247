import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactBody } from '../features/submissions/submissions.test-utils';
import { buildAccount, signedInClient, type TestClient, testOrigin } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { jsonDepthExceeds } from './json-body';

/** The bad inputs that once answered 500 are each a 400 with the usual error body. */
describe('bad input is a 400, never a 500', () => {
  let t: TestApp;
  let member: TestClient;
  let address = 1;
  beforeAll(async () => {
    t = await createTestApp();
    member = (await signedInClient(t.app, await buildAccount(t.database.db), false, '10.50.0.1')).client;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: testOrigin, 'content-type': 'application/json', ...headers },
      remoteAddress: `10.50.1.${address++}`,
    });
  const expectClientError = (response: { statusCode: number; json(): unknown }, status = 400) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  };

  it('refuses NUL and other control characters in any text field, on every kind of endpoint', async () => {
    const nul = JSON.stringify(buildContactBody({ name: 'Amelia\u0000Hart' }));
    expectClientError(await send('/api/submissions/contact', nul));
    const bell = JSON.stringify(buildContactBody({ organisation: 'Ring\u0007' }));
    const refused = await send('/api/submissions/contact', bell);
    expectClientError(refused);
    expect(refused.json()).toMatchObject({ error: { message: 'Please remove unsupported characters' } });
    // Line breaks are fine where text may span lines.
    const multiLine = JSON.stringify(
      buildContactBody({ message: 'Line one of the enquiry\r\nand line two.' }),
    );
    expect((await send('/api/submissions/contact', multiLine)).statusCode).toBe(201);
    expectClientError(await send('/api/auth/sign-in/email', '{"email":"a\\u0000@x.test","password":"p"}'));
    expectClientError(
      await member.post('/api/community/posts', {
        title: 'A\u0000',
        category: 'general',
        content: 'Body text',
      }),
    );
    expectClientError(await member.get('/api/community/posts?q=%00'));
    // A NUL in a field no schema names (better-auth's own parsing) is caught by the body parser.
    expectClientError(await send('/api/auth/sign-out', '{"x\\u0000":1}'));
  });

  it('refuses JSON nested 10,000 levels deep, before parsing it', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const url of ['/api/auth/sign-in/email', '/api/submissions/contact', '/api/account/sign-up']) {
      expectClientError(await send(url, `{"email":${deep}}`));
    }
    expect(jsonDepthExceeds('{"a":"[[[[[[[[[[[["}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[[1]]]}', 3)).toBe(true);
  });

  it('refuses objects where strings belong, and null names', async () => {
    expectClientError(await send('/api/auth/sign-in/email', '{"email":{"toString":"x"},"password":"p"}'));
    expectClientError(await send('/api/account/sign-up', '{"email":{"toString":"x"}}'));
    expectClientError(await member.post('/api/auth/update-user', { name: null }));
  });

  it('answers a malformed cookie or a wrong content type without a server error', async () => {
    const badCookie = await t.app.inject({
      method: 'GET',
      url: '/api/community/posts',
      headers: { cookie: 'arrs.session_token=%E0%A4%A; other=%' },
    });
    expect(badCookie.statusCode).toBe(401);
    // Plain text is parsed as a string, which no body schema accepts; an unknown type is refused.
    expectClientError(await send('/api/submissions/contact', 'name=x', { 'content-type': 'text/plain' }));
    expectClientError(
      await send('/api/submissions/contact', 'x', { 'content-type': 'application/xml' }),
      415,
    );
    const broken = await send('/api/submissions/contact', '{"name":');
    expectClientError(broken);
    const empty = await send('/api/submissions/contact', '');
    expectClientError(empty);
  });
});
