import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { account, consentHistory, securityEvents, session, user, userProfiles } from '../../db/schema';
import { buildAccount, createClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

describe('consents', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.app.close();
  });

  async function candidateWithoutConsent() {
    const candidate = await buildAccount(t.database.db, { recruitmentConsent: false });
    const client = createClient(t.app);
    await client.signIn(candidate.email);
    return { candidate, client };
  }

  it('saves the recruitment consent and answers with the re-read profile', async () => {
    const { client } = await candidateWithoutConsent();
    const response = await client.post('/api/account/consent/recruitment');
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile.recruitmentRepresentationConsent).toBe(true);
    expect(Date.parse(profile.recruitmentRepresentationConsentAt)).not.toBeNaN();
    const history = await client.get('/api/account/consents');
    expect(history.json().history.at(-1)).toMatchObject({
      consentType: 'recruitment_representation_consent',
      given: true,
      consentVersion: 'v1.0',
    });
  });

  it('refuses the recruitment consent to employers', async () => {
    const employer = await buildAccount(t.database.db, { role: 'employer' });
    const client = createClient(t.app);
    await client.signIn(employer.email);
    expect((await client.post('/api/account/consent/recruitment')).statusCode).toBe(403);
  });

  it('withdraws a consent: flag off, timestamp cleared, withdrawal date set, history appended', async () => {
    const { client } = await candidateWithoutConsent();
    await client.put('/api/account/consents', { consentType: 'cv_sharing_consent', given: true });
    const withdrawn = await client.put('/api/account/consents', {
      consentType: 'cv_sharing_consent',
      given: false,
    });
    expect(withdrawn.statusCode).toBe(200);
    const body = withdrawn.json();
    expect(body.consents.cv_sharing_consent).toBe(false);
    expect(body.consentWithdrawalDate).not.toBeNull();
    expect(
      body.history.map((entry: { consentType: string; given: boolean }) => [entry.consentType, entry.given]),
    ).toEqual(
      [
        ['terms_accepted', true],
        ['data_processing_consent', true],
        ['cv_sharing_consent', true],
        ['cv_sharing_consent', false],
      ].slice(body.history.length === 4 ? 0 : 2),
    );
    const me = await client.get('/api/account/me');
    expect(me.json().profile.cvSharingConsentAt).toBeNull();
    const audit = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'consent_change'));
    expect(audit).toHaveLength(2);
  });

  it('moves data processing with the terms', async () => {
    const { client } = await candidateWithoutConsent();
    const response = await client.put('/api/account/consents', {
      consentType: 'terms_accepted',
      given: false,
    });
    expect(response.json().consents).toMatchObject({ terms_accepted: false, data_processing_consent: false });
  });

  it('refuses an unknown consent type', async () => {
    const { client } = await candidateWithoutConsent();
    expect(
      (await client.put('/api/account/consents', { consentType: 'marketing', given: true })).statusCode,
    ).toBe(400);
  });

  it('keeps the consent history append-only in the database itself', async () => {
    const { client } = await candidateWithoutConsent();
    await client.post('/api/account/consent/recruitment');
    await expect(t.database.db.execute(sql`update consent_history set given = false`)).rejects.toThrow();
  });
});

describe('DELETE /api/account', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.app.close();
  });

  it('needs the confirmation word', async () => {
    const candidate = await buildAccount(t.database.db);
    const client = createClient(t.app);
    await client.signIn(candidate.email);
    expect((await client.delete('/api/account', {})).statusCode).toBe(400);
    expect(await t.database.db.select().from(user)).toHaveLength(1);
  });

  it('erases the account and its personal data, revokes sessions, and keeps only an opaque audit entry', async () => {
    const candidate = await buildAccount(t.database.db, { name: 'Erin Walsh' });
    const client = createClient(t.app);
    const otherDevice = createClient(t.app);
    await client.signIn(candidate.email);
    await otherDevice.signIn(candidate.email);
    await client.put('/api/account/consents', { consentType: 'cv_sharing_consent', given: true });

    const response = await client.delete('/api/account', { confirmation: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(client.jar.has('arrs.session_token')).toBe(false);
    for (const table of [user, account, session, userProfiles, consentHistory]) {
      expect(await t.database.db.select().from(table)).toHaveLength(0);
    }
    const audit = JSON.stringify(await t.database.db.select().from(securityEvents));
    expect((await otherDevice.get('/api/account/me')).json()).toEqual({ signedIn: false });
    expect((await createClient(t.app).signIn(candidate.email)).statusCode).toBe(401);
    expect(audit).toContain('account_deleted');
    expect(audit).toContain('sign_in_success');
    expect(audit).not.toContain('Erin Walsh');
    expect(audit).not.toContain(candidate.email);
  });
});
