import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { userProfiles } from '../db/schema';
import { buildAccount, createClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { activityWriteIntervalMs } from './idle-timeout';

const longAgo = new Date('2020-01-01T00:00:00Z');

let t: TestApp;
let clock: Date;
afterEach(async () => {
  await t.app.close();
});

async function lastActiveAt(userId: string) {
  const [row] = await t.database.db
    .select({ at: userProfiles.lastActiveAt })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.at;
}

describe("the user's durable last activity (user_profiles.last_active_at)", () => {
  it('is written at sign-in, and with the session’s activity at most once per write interval', async () => {
    clock = new Date();
    t = await createTestApp({ now: () => clock });
    const account = await buildAccount(t.database.db, { role: 'employer' });
    await t.database.db
      .update(userProfiles)
      .set({ lastActiveAt: longAgo })
      .where(eq(userProfiles.userId, account.userId));

    const failed = await createClient(t.app).signIn(account.email, 'Not-The-Password-99!');
    expect(failed.statusCode).toBe(401);
    expect(await lastActiveAt(account.userId)).toEqual(longAgo);

    const client = createClient(t.app);
    expect((await client.signIn(account.email)).statusCode).toBe(200);
    const signedInAt = clock;
    expect(await lastActiveAt(account.userId)).toEqual(signedInAt);

    // Within the write interval a request writes nothing…
    clock = new Date(signedInAt.getTime() + activityWriteIntervalMs / 2);
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
    expect(await lastActiveAt(account.userId)).toEqual(signedInAt);

    // …after it, the session's touch moves the user's last activity too.
    clock = new Date(signedInAt.getTime() + activityWriteIntervalMs + 1000);
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
    expect(await lastActiveAt(account.userId)).toEqual(clock);
  });
});
