import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { securityEvents } from '../db/schema';
import { buildAccount, createClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { lockAfterFailures, signInThrottleRules } from './sign-in-throttle';

const minute = 60_000;

describe('lockAfterFailures', () => {
  it('locks after the fifth failure for a minute, doubling to at most 15 minutes', () => {
    expect([1, 2, 3, 4].map((failures) => lockAfterFailures(failures))).toEqual([null, null, null, null]);
    expect([5, 6, 7, 8, 9, 10, 50].map((failures) => lockAfterFailures(failures))).toEqual([
      minute,
      2 * minute,
      4 * minute,
      8 * minute,
      15 * minute,
      15 * minute,
      15 * minute,
    ]);
  });
});

describe('sign-in limit per account', () => {
  let t: TestApp;
  let clock = new Date();
  let address = 1;
  afterEach(async () => {
    await t.app.close();
  });
  const start = async () => {
    clock = new Date();
    t = await createTestApp({ now: () => clock });
  };
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  /** Every attempt from another address, as a password-spraying botnet would. */
  const attempt = (email: string, password: string) =>
    createClient(t.app, {}, { remoteAddress: `10.12.0.${address++}` }).signIn(email, password);

  it('refuses the right password after 5 failures from any mix of addresses, with Retry-After, and logs it', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    for (let i = 0; i < signInThrottleRules.freeFailures; i += 1) {
      expect((await attempt(account.email, 'Wrong-Password-1!')).statusCode).toBe(401);
    }
    const refused = await attempt(account.email, account.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect(refused.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Security limit reached. Please wait before trying again.',
    });
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'sign_in_throttled'));
    expect(events.map((event) => event.details)).toEqual([{ scope: 'account', email: account.email }]);

    // Another account at the same time is not affected.
    const other = await buildAccount(t.database.db);
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
  });

  it('grows the delay with each further failure, and ends the run on the right password', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    for (let i = 0; i < signInThrottleRules.freeFailures; i += 1)
      await attempt(account.email, 'Wrong-Password-1!');
    advance(minute);
    expect((await attempt(account.email, 'Wrong-Password-1!')).statusCode).toBe(401);
    const locked = await attempt(account.email, account.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(120);
    advance(2 * minute);
    expect((await attempt(account.email, account.password)).statusCode).toBe(200);
    // The run is over: five more failures are allowed before the next lock.
    for (let i = 0; i < signInThrottleRules.freeFailures - 1; i += 1) {
      expect((await attempt(account.email, 'Wrong-Password-1!')).statusCode).toBe(401);
    }
    expect((await attempt(account.email, account.password)).statusCode).toBe(200);
  });

  it('forgets failures after 15 quiet minutes, and limits unknown addresses alike (no enumeration)', async () => {
    await start();
    const unknown = 'nobody@example.test';
    for (let i = 0; i < signInThrottleRules.freeFailures - 1; i += 1)
      await attempt(unknown, 'Wrong-Password-1!');
    advance(signInThrottleRules.quietMs + 1);
    for (let i = 0; i < signInThrottleRules.freeFailures; i += 1) {
      expect((await attempt(unknown, 'Wrong-Password-1!')).statusCode).toBe(401);
    }
    expect((await attempt(unknown, 'Wrong-Password-1!')).statusCode).toBe(429);
    // Case and spaces do not make another account.
    expect((await attempt(' NOBODY@example.test', 'Wrong-Password-1!')).statusCode).toBe(429);
  });
});
