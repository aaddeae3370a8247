import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullNameMaxLength } from '../../shared/accounts/account.schemas';
import { userProfiles, user as userTable } from '../db/schema';
import { buildAccount, createClient, signedInClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { authEndpoints } from './auth-endpoints';

/** The /api/auth proxy in front of better-auth: allowed endpoints, checked bodies, limits, errors. */
describe('/api/auth proxy', () => {
  let t: TestApp;
  let address = 1;
  const nextAddress = () => `10.14.0.${address++}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const signedIn = async (options: Parameters<typeof buildAccount>[1] = {}) => {
    const account = await buildAccount(t.database.db, options);
    const { client } = await signedInClient(t.app, account, false, nextAddress());
    return { account, client };
  };

  it('forwards only the listed endpoints; any other better-auth path is a 404', async () => {
    const { client } = await signedIn();
    for (const path of [
      '/delete-user',
      '/list-sessions',
      '/sign-up/email',
      '/two-factor/disable',
      '/ok',
      '/',
    ]) {
      const answer = await client.post(`/api/auth${path}`, {});
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json().error.code).toBe('NOT_FOUND');
    }
    expect((await client.get('/api/auth/get-session')).statusCode).toBe(200);
    expect(authEndpoints.length).toBeGreaterThan(5);
  });

  it('answers 400 with our error body for wrong types, unknown fields, NUL and oversized values', async () => {
    const { client } = await signedIn();
    const bad: [string, unknown][] = [
      ['/sign-in/email', { email: { toString: 'x' }, password: 'p' }],
      ['/sign-in/email', { email: 'a@example.test', password: ['p'] }],
      ['/sign-in/email', { email: 'a@example.test', password: 'p', role: 'admin' }],
      ['/sign-in/email', { email: 'a\u0000@example.test', password: 'p' }],
      ['/request-password-reset', { email: 'x'.repeat(300) }],
      ['/request-password-reset', { email: 'not-an-email' }],
      ['/reset-password', { newPassword: 12, token: 'x' }],
      ['/change-password', { currentPassword: null, newPassword: 'x' }],
      ['/update-user', { name: null }],
      ['/update-user', { name: 'x'.repeat(fullNameMaxLength + 1) }],
      ['/update-user', { name: 'Ann', image: 'http://evil.test/x.png' }],
      ['/update-user', { name: 'Ann\u0007' }],
      ['/two-factor/verify-totp', { code: 123456 }],
      ['/sign-out', { everywhere: true }],
    ];
    for (const [path, body] of bad) {
      const answer = await client.post(`/api/auth${path}`, body);
      expect(answer.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
    }
    const query = await client.get('/api/auth/get-session?disableCookieCache=1&x=y');
    expect(query.statusCode).toBe(400);
    const link = await client.get('/api/auth/verify-email?token=a&token=b');
    expect(link.statusCode).toBe(400);
    const redirect = await client.get('/api/auth/reset-password/abc?callbackURL=//evil.test/');
    expect(redirect.statusCode).toBe(400);
  });

  it('renames the account within the name limits and keeps the profile name in step', async () => {
    const { account, client } = await signedIn();
    const renamed = await client.post('/api/auth/update-user', { name: '  Amara Okoye  ' });
    expect(renamed.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ name: userTable.name, fullName: userProfiles.fullName })
      .from(userTable)
      .innerJoin(userProfiles, eq(userProfiles.userId, userTable.id))
      .where(eq(userTable.id, account.userId));
    expect(row).toEqual({ name: 'Amara Okoye', fullName: 'Amara Okoye' });
    expect((await client.get('/api/account/me')).json().profile.fullName).toBe('Amara Okoye');
  });

  it('signs out every other session on a password change, even when asked not to', async () => {
    const account = await buildAccount(t.database.db);
    const { client } = await signedInClient(t.app, account, false, nextAddress());
    const { client: otherDevice } = await signedInClient(t.app, account, false, nextAddress());
    const newPassword = 'Harbour-Violet-Kestrel-7?';
    const change = await client.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword,
      revokeOtherSessions: false,
    });
    expect(change.statusCode).toBe(200);
    expect((await otherDevice.get('/api/account/me')).json()).toEqual({ signedIn: false });
    expect((await client.get('/api/account/me')).json()).toMatchObject({ signedIn: true });
  });

  it('lets an admin without TOTP only enrol, see who they are and sign out', async () => {
    const { account, client } = await signedIn({ role: 'master_admin' });
    const refused = [
      await client.post('/api/auth/change-password', {
        currentPassword: account.password,
        newPassword: 'Harbour-Violet-Kestrel-7?',
      }),
      await client.post('/api/auth/update-user', { name: 'New Name' }),
      await client.get('/api/community/posts'),
      await client.post('/api/community/posts', {}),
      await client.get('/api/account/consents'),
      await client.put('/api/account/tours/community_tour', { completed: true }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    }
    expect((await client.get('/api/account/me')).json()).toMatchObject({ signedIn: true });
    expect((await client.get('/api/auth/get-session')).statusCode).toBe(200);
    const enable = await client.post('/api/auth/two-factor/enable', { password: account.password });
    expect(enable.statusCode).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
  });

  it('leaves sign-in open to anyone, with the same answer whether the account exists or not', async () => {
    const client = createClient(t.app, {}, { remoteAddress: nextAddress() });
    const unknown = await client.signIn('nobody@example.test', 'Wrong-Password-1!');
    const account = await buildAccount(t.database.db);
    const wrong = await client.signIn(account.email, 'Wrong-Password-1!');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });
});
