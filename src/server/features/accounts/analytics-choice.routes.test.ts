import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema';
import { buildAccount, createClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

describe('PUT /api/account/analytics-choice', () => {
  let t: TestApp;
  const at = new Date('2026-11-27T10:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => at });
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function signedIn(role: 'candidate' | 'employer' = 'candidate') {
    const account = await buildAccount(t.database.db, { role });
    const client = createClient(t.app);
    await client.signIn(account.email);
    return { account, client };
  }

  async function stored(userId: string) {
    const [row] = await t.database.db
      .select({ choice: userProfiles.analyticsChoice, at: userProfiles.analyticsChoiceAt })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    return row;
  }

  it('keeps a refusal on the account, shows it in /me, and replaces it with a later acceptance', async () => {
    const { account, client } = await signedIn();
    expect((await client.get('/api/account/me')).json().profile.analyticsChoice).toBeNull();

    const declined = await client.put('/api/account/analytics-choice', { choice: 'declined' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ analyticsChoice: 'declined' });
    expect((await client.get('/api/account/me')).json().profile.analyticsChoice).toBe('declined');
    expect(await stored(account.userId)).toEqual({ choice: 'declined', at });

    await client.put('/api/account/analytics-choice', { choice: 'accepted' });
    expect((await client.get('/api/account/me')).json().profile.analyticsChoice).toBe('accepted');
  });

  it("changes only the caller's own account", async () => {
    const first = await signedIn('employer');
    const second = await signedIn();
    await first.client.put('/api/account/analytics-choice', { choice: 'declined' });
    expect((await stored(second.account.userId))?.choice).toBeNull();
  });

  it('refuses anything but the two choices with a 400, and a visitor with a 401', async () => {
    const { account, client } = await signedIn();
    for (const body of [{}, { choice: 'unknown' }, { choice: 'declined', extra: true }, { choice: null }]) {
      expect((await client.put('/api/account/analytics-choice', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await stored(account.userId))?.choice).toBeNull();
    const visitor = createClient(t.app);
    expect((await visitor.put('/api/account/analytics-choice', { choice: 'declined' })).statusCode).toBe(401);
  });
});
