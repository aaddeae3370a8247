import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userProfiles } from '../../db/schema';
import { buildAccount, createClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

describe('PUT /api/account/tours/:tourName', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.app.close();
  });

  async function signedIn(options: Parameters<typeof buildAccount>[1] = {}) {
    const account = await buildAccount(t.database.db, options);
    const client = createClient(t.app);
    await client.signIn(account.email);
    return { account, client };
  }

  async function storedTours(userId: string) {
    const [row] = await t.database.db
      .select({ tours: userProfiles.onboardingToursCompleted })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    return row?.tours;
  }

  it('marks a tour completed, shows it in /me, and resets it', async () => {
    const { account, client } = await signedIn();
    expect((await client.get('/api/account/me')).json().profile.onboardingToursCompleted).toEqual({});

    const done = await client.put('/api/account/tours/candidate_community_tour', { completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ onboardingToursCompleted: { candidate_community_tour: true } });
    expect((await client.get('/api/account/me')).json().profile.onboardingToursCompleted).toEqual({
      candidate_community_tour: true,
    });

    // Completing again is harmless (the same key is overwritten).
    await client.put('/api/account/tours/candidate_community_tour', { completed: true });
    const reset = await client.put('/api/account/tours/candidate_community_tour', { completed: false });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ onboardingToursCompleted: {} });
    expect(await storedTours(account.userId)).toEqual({});
  });

  it('keeps both tours when two are completed at the same moment (atomic update)', async () => {
    const { account, client } = await signedIn({ role: 'employer' });
    const names = ['employer_community_tour', 'employer_main_tour', 'employer_documents_tour'];
    const answers = await Promise.all(
      names.map((name) => client.put(`/api/account/tours/${name}`, { completed: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await storedTours(account.userId)).toEqual(Object.fromEntries(names.map((name) => [name, true])));

    // A reset racing a completion of another tour removes only its own key.
    await Promise.all([
      client.put('/api/account/tours/employer_main_tour', { completed: false }),
      client.put('/api/account/tours/employer_dashboard_tour', { completed: true }),
    ]);
    expect(await storedTours(account.userId)).toEqual({
      employer_community_tour: true,
      employer_documents_tour: true,
      employer_dashboard_tour: true,
    });
  });

  it('lists only tours stored as true', async () => {
    const { account, client } = await signedIn();
    await t.database.db
      .update(userProfiles)
      .set({ onboardingToursCompleted: { candidate_main_tour: false, candidate_documents_tour: true } })
      .where(eq(userProfiles.userId, account.userId));
    const answer = await client.put('/api/account/tours/candidate_community_tour', { completed: true });
    expect(answer.json()).toEqual({
      onboardingToursCompleted: { candidate_documents_tour: true, candidate_community_tour: true },
    });
  });

  it('refuses bad tour names and bodies with 400, changing nothing', async () => {
    const { account, client } = await signedIn();
    const badNames = ['Candidate_Tour', 'tour-1', 'a'.repeat(65), 'tour%20name', '__proto__x%27'];
    for (const name of badNames) {
      const answer = await client.put(`/api/account/tours/${name}`, { completed: true });
      expect(answer.statusCode, name).toBe(400);
    }
    for (const body of [{}, { completed: 'yes' }, { completed: true, extra: 1 }]) {
      const answer = await client.put('/api/account/tours/candidate_community_tour', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBeTypeOf('string');
    }
    expect(await storedTours(account.userId)).toEqual({});
  });

  it('works before approval (tours may run for an account under review)', async () => {
    const { client } = await signedIn({ approved: false });
    const answer = await client.put('/api/account/tours/candidate_main_tour', { completed: true });
    expect(answer.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const answer = await createClient(t.app).put('/api/account/tours/candidate_community_tour', {
      completed: true,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('UNAUTHENTICATED');
  });
});
