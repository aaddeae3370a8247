import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpLastSteps } from '../db/schema';
import { buildAccount, createClient, signedInClient, type TestClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { totpCode } from '../test/totp.test-utils';
import { hotp, matchingStep } from './totp-replay';

const stepMs = 30_000;

describe('TOTP codes are accepted once', () => {
  let t: TestApp;
  let address = 1;
  const nextAddress = () => `10.11.0.${address++}`;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** An admin with TOTP enrolled (the enrolment used the current step's code). */
  async function enrolledAdmin() {
    const account = await buildAccount(t.database.db, { role: 'admin' });
    const { totpSecret } = await signedInClient(t.app, account, true, nextAddress());
    if (!totpSecret) throw new Error('no TOTP secret');
    const [row] = await t.database.db
      .select()
      .from(totpLastSteps)
      .where(eq(totpLastSteps.userId, account.userId));
    if (!row) throw new Error('enrolment recorded no step');
    return { account, secret: totpSecret, enrolledStep: row.lastStep };
  }

  /** Signs in with the password, then answers the two-factor challenge with `code`. */
  async function challenge(account: { email: string; password: string }, code: string) {
    const client: TestClient = createClient(t.app, {}, { remoteAddress: nextAddress() });
    const signIn = await client.signIn(account.email, account.password);
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    return client.post('/api/auth/two-factor/verify-totp', { code });
  }

  it('refuses the code that completed enrolment, and any earlier step, at sign-in', async () => {
    const { account, secret, enrolledStep } = await enrolledAdmin();
    const replay = await challenge(account, totpCode(secret, enrolledStep * stepMs));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: { code: 'INVALID_CODE', message: 'Invalid code' } });
    const earlier = await challenge(account, totpCode(secret, (enrolledStep - 1) * stepMs));
    expect(earlier.statusCode).toBe(401);
  });

  it('accepts a later step once, then refuses it on another instance of the same database', async () => {
    const { account, secret, enrolledStep } = await enrolledAdmin();
    const next = totpCode(secret, (enrolledStep + 1) * stepMs);
    // The next step is inside better-auth's window (one step either side) until it is two steps old.
    expect(Math.floor(Date.now() / stepMs)).toBeLessThanOrEqual(enrolledStep + 2);
    expect((await challenge(account, next)).statusCode).toBe(200);

    // A second app on the same database stands for another instance: the record is in the database.
    // Closing it must leave the shared database open for the first.
    const other = await createTestApp({ database: { ...t.database, close: async () => {} } });
    try {
      const client = createClient(other.app, {}, { remoteAddress: nextAddress() });
      await client.signIn(account.email, account.password);
      const replay = await client.post('/api/auth/two-factor/verify-totp', { code: next });
      expect(replay.statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });

  it('lets only one of two simultaneous requests with the same code through', async () => {
    const { account, secret, enrolledStep } = await enrolledAdmin();
    const code = totpCode(secret, (enrolledStep + 1) * stepMs);
    const clients = [0, 1].map(() => createClient(t.app, {}, { remoteAddress: nextAddress() }));
    for (const client of clients) await client.signIn(account.email, account.password);
    const answers = await Promise.all(
      clients.map((client) => client.post('/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts each recovery code once', async () => {
    const account = await buildAccount(t.database.db, { role: 'admin' });
    const client = createClient(t.app, {}, { remoteAddress: nextAddress() });
    await client.signIn(account.email, account.password);
    const enable = await client.post('/api/auth/two-factor/enable', { password: account.password });
    const { backupCodes } = enable.json<{ backupCodes: string[] }>();
    const [code] = backupCodes;
    if (!code) throw new Error('no recovery codes');
    const use = async () => {
      const fresh = createClient(t.app, {}, { remoteAddress: nextAddress() });
      await fresh.signIn(account.email, account.password);
      return fresh.post('/api/auth/two-factor/verify-backup-code', { code });
    };
    // Recovery codes work once enrolment is verified; enrol with the current code first.
    const secret = new URL(enable.json<{ totpURI: string }>().totpURI).searchParams.get('secret') ?? '';
    expect(
      (await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).statusCode,
    ).toBe(200);
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(401);
  });
});

describe('matchingStep', () => {
  const secret = 'a-better-auth-style-secret-of-32-chars';
  const at = 1_800_000_000_000;
  const step = Math.floor(at / stepMs);

  it('finds the step of a code within one step either side, and nothing outside', () => {
    expect(matchingStep(secret, hotp(secret, step), at)).toBe(step);
    expect(matchingStep(secret, hotp(secret, step - 1), at)).toBe(step - 1);
    expect(matchingStep(secret, hotp(secret, step + 1), at)).toBe(step + 1);
    expect(matchingStep(secret, hotp(secret, step + 2), at)).toBeNull();
    expect(matchingStep(secret, hotp(secret, step - 2), at)).toBeNull();
    expect(matchingStep(secret, 'abcdef', at)).toBeNull();
  });
});
