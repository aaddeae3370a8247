import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/accounts/account.schemas';
import { guessablePasswordMessage } from '../../../shared/accounts/password-rules';
import { consentHistory, securityEvents, user, userProfiles } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { createClient, strongPassword } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

const candidate = {
  fullName: 'Priya Shah',
  email: 'Priya.Shah@Example.test ',
  password: strongPassword,
  confirmPassword: strongPassword,
  role: 'candidate',
  mobilePhone: '07700 900123',
  homePostcode: 'ls1 4ap',
  acceptTerms: true,
  acceptPrivacy: true,
};

describe('POST /api/account/sign-up', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ env: { ADMIN_NOTIFY_EMAIL: 'admin@arrsplace.test' } });
  });
  afterEach(async () => {
    await t.app.close();
  });
  const signUp = (body: Record<string, unknown>) => createClient(t.app).post('/api/account/sign-up', body);
  const users = () => t.database.db.select().from(user);

  it('creates user, profile, consent history, verification and admin e-mails in one go', async () => {
    const response = await signUp(candidate);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'verification_required' });
    const [created] = await users();
    expect(created).toMatchObject({
      email: 'priya.shah@example.test',
      name: 'Priya Shah',
      emailVerified: false,
    });
    const [profile] = await t.database.db.select().from(userProfiles);
    expect(profile).toMatchObject({
      role: 'candidate',
      profileTier: 'portfolio',
      isApproved: false,
      mobilePhone: '07700 900123',
      homePostcode: 'LS1 4AP',
      termsAccepted: true,
      dataProcessingConsent: true,
      recruitmentRepresentationConsent: false,
      consentVersion: 'v1.0',
    });
    const history = await t.database.db.select().from(consentHistory);
    expect(history.map((entry) => [entry.consentType, entry.given])).toEqual([
      ['terms_accepted', true],
      ['data_processing_consent', true],
    ]);
    const mail = await listOutbox(t.database.db);
    expect(mail.map((message) => [message.template, message.toAddress]).sort()).toEqual([
      ['admin-notification', 'admin@arrsplace.test'],
      ['verify-email', 'priya.shah@example.test'],
    ]);
    const verify = mail.find((message) => message.template === 'verify-email');
    expect(verify?.textBody).toContain('http://arrsplace.localhost:3000/api/auth/verify-email?token=');
    // Needed to use the account: no unsubscribe link.
    expect(verify?.headers).toBeNull();
    expect(verify?.textBody).not.toContain('Unsubscribe');
  });

  it('puts a community sign-up on the community tier', async () => {
    await signUp({ ...candidate, communityOnly: true });
    const [profile] = await t.database.db.select().from(userProfiles);
    expect(profile?.profileTier).toBe('community');
  });

  it('signs up an employer without phone or postcode', async () => {
    const response = await signUp({ ...candidate, role: 'employer', mobilePhone: '', homePostcode: '' });
    expect(response.statusCode).toBe(201);
    const [profile] = await t.database.db.select().from(userProfiles);
    expect(profile).toMatchObject({ role: 'employer', mobilePhone: null, homePostcode: null });
  });

  it.each([
    ['a missing candidate field', { mobilePhone: '' }, accountMessages.fillAllCandidateFields],
    ['a missing employer field', { role: 'employer', fullName: '' }, accountMessages.fillAllFields],
    ['a bad e-mail', { email: 'not-an-email' }, accountMessages.invalidEmail],
    ['a short postcode', { homePostcode: 'L1' }, accountMessages.invalidPostcode],
    ['a landline as mobile', { mobilePhone: '0113 496 0000' }, 'Please enter a valid UK mobile number'],
    ['different passwords', { confirmPassword: `${strongPassword}x` }, accountMessages.passwordsDoNotMatch],
    [
      'a short password',
      { password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' },
      accountMessages.passwordTooShort,
    ],
    ['unticked terms', { acceptTerms: false }, accountMessages.acceptTerms],
    ['unticked privacy', { acceptPrivacy: false }, accountMessages.acceptTerms],
    [
      'a guessable password',
      { password: 'password123', confirmPassword: 'password123' },
      guessablePasswordMessage,
    ],
  ])('refuses %s with its message', async (_label, change, message) => {
    const response = await signUp({ ...candidate, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await users()).toHaveLength(0);
  });

  it.each([
    ['an admin role', { role: 'admin' }],
    ['a master_admin role', { role: 'master_admin' }],
    ['approval', { isApproved: true }],
    ['a tier', { profileTier: 'active_seeker' }],
    ['a consent flag', { recruitmentRepresentationConsent: true }],
    ['a verified flag', { emailVerified: true }],
  ])('never lets the client set %s', async (_label, change) => {
    const response = await signUp({ ...candidate, ...change });
    expect(response.statusCode).toBe(400);
    expect(await users()).toHaveLength(0);
  });

  it('answers an already-registered e-mail exactly like a new one and tells the owner instead', async () => {
    const first = await signUp(candidate);
    const second = await signUp({ ...candidate, fullName: 'Someone Else', email: 'priya.shah@example.test' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await users()).toHaveLength(1);
    const templates = (await listOutbox(t.database.db)).map((message) => message.template);
    expect(templates.filter((name) => name === 'account-exists')).toHaveLength(1);
    expect(templates.filter((name) => name === 'verify-email')).toHaveLength(1);
  });

  it('records a sign-up security event without the password', async () => {
    await signUp(candidate);
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'sign_up'));
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(strongPassword);
  });

  it('limits sign-ups per client', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signUp({ ...candidate, email: `person${i}@example.test` })).statusCode).toBe(201);
    }
    const refused = await signUp({ ...candidate, email: 'person6@example.test' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe('Security limit reached. Please wait before trying again.');
  });
});

describe('sign-up without e-mail verification', () => {
  it('signs the new user in straight away', async () => {
    const t = await createTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: 'false' } });
    try {
      const client = createClient(t.app);
      const response = await client.post('/api/account/sign-up', candidate);
      expect(response.json()).toEqual({ status: 'signed_in' });
      const me = await client.get('/api/account/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().profile.isApproved).toBe(false);
    } finally {
      await t.app.close();
    }
  });
});
