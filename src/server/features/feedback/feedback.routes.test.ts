import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyMessages } from '../../../shared/feedback/survey';
import { candidateProfiles, feedbackSurveys, userLoginTracking } from '../../db/schema';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildOrganisation } from '../../test/marketplace.test-utils';

let t: TestApp;
let address = 1;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const signIn = async (account: { email: string; password: string }) =>
  (await signedInClient(t.app, account, false, `10.14.0.${address++}`)).client;

async function candidateAt(completion: number) {
  const account = await buildAccount(t.database.db, { role: 'candidate' });
  await t.database.db.insert(candidateProfiles).values({
    userId: account.userId,
    completionPercentage: completion,
    registrationCompletedAt: new Date(),
  });
  return account;
}

describe('feedback survey', () => {
  it('counts sign-ins on the server and is due on every third one at 70 % or more, until answered', async () => {
    const account = await candidateAt(70);
    const due = async (client: Awaited<ReturnType<typeof signIn>>) =>
      (await client.get('/api/feedback/survey')).json().show as boolean;

    expect(await due(await signIn(account))).toBe(false); // 1st sign-in
    expect(await due(await signIn(account))).toBe(false); // 2nd
    const third = await signIn(account);
    expect(await due(third)).toBe(true);
    const [tracking] = await t.database.db
      .select()
      .from(userLoginTracking)
      .where(eq(userLoginTracking.userId, account.userId));
    expect(tracking?.loginCount).toBe(3);

    // 'Not now' puts it off for this session.
    expect((await third.post('/api/feedback/survey/dismiss')).json()).toEqual({ show: false });
    expect(await due(third)).toBe(false);
    expect(await due(await signIn(account))).toBe(false); // 4th
    expect(await due(await signIn(account))).toBe(false); // 5th
    const sixth = await signIn(account);
    expect(await due(sixth)).toBe(true);

    const missing = await sixth.post('/api/feedback', { feedbackText: 'No rating' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain(surveyMessages.selectRating);
    const tooLong = await sixth.post('/api/feedback', { rating: 2, feedbackText: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);

    const answer = await sixth.post('/api/feedback', { rating: 3, feedbackText: ' Very easy ' });
    expect(answer.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(feedbackSurveys)
      .where(eq(feedbackSurveys.userId, account.userId));
    expect(stored).toMatchObject({
      rating: 3,
      feedbackText: 'Very easy',
      userRole: 'candidate',
      loginCount: 6,
    });
    expect(await due(sixth)).toBe(false);
    const again = await sixth.post('/api/feedback', { rating: 1 });
    expect(again.statusCode).toBe(409);
  });

  it('is never due below 70 % or for employers without an organisation (due once they have one), and refuses admins', async () => {
    const low = await candidateAt(69);
    for (let i = 0; i < 2; i++) await signIn(low);
    expect((await (await signIn(low)).get('/api/feedback/survey')).json().show).toBe(false);

    const employer = await buildAccount(t.database.db, { role: 'employer' });
    for (let i = 0; i < 2; i++) await signIn(employer);
    expect((await (await signIn(employer)).get('/api/feedback/survey')).json().show).toBe(false);

    // With a registered organisation (its profile complete), the third sign-in brings it.
    const withOrganisation = await buildAccount(t.database.db, { role: 'employer' });
    await buildOrganisation(t.database.db, withOrganisation.userId);
    for (let i = 0; i < 2; i++) await signIn(withOrganisation);
    const third = await signIn(withOrganisation);
    expect((await third.get('/api/feedback/survey')).json().show).toBe(true);
    expect((await third.post('/api/feedback', { rating: 3 })).statusCode).toBe(201);

    const admin = await buildAccount(t.database.db, { role: 'admin' });
    const adminClient = (await signedInClient(t.app, admin, true, `10.14.1.${address++}`)).client;
    expect((await adminClient.get('/api/feedback/survey')).statusCode).toBe(403);
    expect((await adminClient.post('/api/feedback', { rating: 3 })).statusCode).toBe(403);
  });
});
