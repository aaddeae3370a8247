import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, user } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildAccount, createClient, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

let t: TestApp;
let address = 1;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const signIn = async (account: { email: string; password: string }) =>
  (await signedInClient(t.app, account, false, `10.16.0.${address++}`)).client;

describe('account settings', () => {
  it('signs out everywhere: every session of the account ends, and it is audited', async () => {
    const account = await buildAccount(t.database.db, { role: 'candidate' });
    const laptop = await signIn(account);
    const phone = await signIn(account);
    expect((await phone.get('/api/account/me')).json().signedIn).toBe(true);

    const response = await laptop.post('/api/account/sign-out-everywhere', {});
    expect(response.statusCode).toBe(200);
    for (const client of [laptop, phone]) {
      expect((await client.get('/api/candidate/profile')).statusCode).toBe(401);
    }
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'signed_out_everywhere'));
    expect(events.map((event) => event.userId)).toContain(account.userId);
  });

  it('changes the sign-in address only after the link sent to the new one is followed', async () => {
    const account = await buildAccount(t.database.db, { role: 'candidate' });
    const client = await signIn(account);
    const invalid = await client.post('/api/auth/change-email', { newEmail: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Please enter a valid email address');

    const newEmail = `moved-${address}@example.test`;
    const request = await client.post('/api/auth/change-email', {
      newEmail,
      callbackURL: '/arrsplace/candidate/settings',
    });
    expect(request.statusCode).toBe(200);
    // Not yet changed: the old address still signs in.
    const [before] = await t.database.db.select().from(user).where(eq(user.id, account.userId));
    expect(before?.email).toBe(account.email);

    const mail = (await listOutbox(t.database.db)).find(
      (message) => message.template === 'verify-email' && message.toAddress === newEmail,
    );
    const link = mail?.textBody
      .replace(/=\r?\n/g, '')
      .match(/http:\/\/arrsplace\.localhost:3000\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    const visit = await client.get(`${url.pathname}${url.search}`);
    expect(visit.statusCode).toBe(302);

    const [after] = await t.database.db.select().from(user).where(eq(user.id, account.userId));
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await createClient(t.app).signIn(newEmail, account.password)).statusCode).toBe(200);
    expect((await createClient(t.app).signIn(account.email, account.password)).statusCode).toBe(401);
  });

  it('answers a change to an address already in use like any other, sending it nothing', async () => {
    const taken = await buildAccount(t.database.db, { role: 'employer' });
    const account = await buildAccount(t.database.db, { role: 'candidate' });
    const client = await signIn(account);
    const response = await client.post('/api/auth/change-email', { newEmail: taken.email });
    expect(response.statusCode).toBe(200);
    const toTaken = (await listOutbox(t.database.db)).filter((message) => message.toAddress === taken.email);
    expect(toTaken).toEqual([]);
  });
});
