import { afterEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/mail.test-utils';
import { buildAccount, createClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { authRateLimits } from './auth-rate-limits';

const neutralReset = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/** Account e-mails on request are limited per address and per client, so nobody can mail-bomb an address. */
describe('limits on account e-mails', () => {
  let t: TestApp;
  let address = 1;
  afterEach(async () => {
    await t.app.close();
  });
  const fromNewAddress = () => createClient(t.app, {}, { remoteAddress: `10.13.0.${address++}` });
  const mailsTo = async (email: string, template: string) =>
    (await listOutbox(t.database.db)).filter((mail) => mail.toAddress === email && mail.template === template)
      .length;

  it('sends at most 3 reset links an hour to one address, whoever asks, and answers the same', async () => {
    t = await createTestApp();
    const account = await buildAccount(t.database.db);
    for (let i = 0; i < 5; i += 1) {
      const answer = await fromNewAddress().post('/api/auth/request-password-reset', {
        email: account.email,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(neutralReset);
    }
    expect(await mailsTo(account.email, 'reset-password')).toBe(3);
  });

  it('answers a client over its limit as if it had sent, without sending, for known and unknown addresses', async () => {
    t = await createTestApp();
    const client = fromNewAddress();
    const accounts = await Promise.all(
      Array.from({ length: authRateLimits.mailRequest.max + 1 }, () => buildAccount(t.database.db)),
    );
    for (const account of accounts) {
      const answer = await client.post('/api/auth/request-password-reset', { email: account.email });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(neutralReset);
    }
    const last = accounts.at(-1)?.email ?? '';
    expect(await mailsTo(last, 'reset-password')).toBe(0);
    const unknown = await client.post('/api/auth/request-password-reset', { email: 'nobody@example.test' });
    expect(unknown.json()).toEqual(neutralReset);
    // The client's verification requests share its limit.
    const verify = await client.post('/api/auth/send-verification-email', { email: last });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ status: true });
  });

  it('sends at most 3 verification links an hour to an unverified address, also through sign-in', async () => {
    t = await createTestApp();
    const account = await buildAccount(t.database.db, { verified: false });
    // Signing in before verifying resends the link (better-auth's sendOnSignIn): it counts too.
    expect((await fromNewAddress().signIn(account.email, account.password)).statusCode).toBe(403);
    for (let i = 0; i < 4; i += 1) {
      const answer = await fromNewAddress().post('/api/auth/send-verification-email', {
        email: account.email,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: true });
    }
    expect(await mailsTo(account.email, 'verify-email')).toBe(3);
  });
});
