import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { submissionMessages } from '../../../shared/submissions/submission.schemas';
import { recruitmentSubmissions, securityEvents } from '../../db/schema';
import { listOutbox, outboxByTemplate } from '../../mail/mail.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildRecruitmentBody, formClient } from './submissions.test-utils';

const adminAddress = 'leads@arrsplace.test';
const consentRequired =
  'Consent Required: Please accept the privacy policy and terms of service to continue.';

describe('POST /api/submissions/recruitment', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ env: { ADMIN_NOTIFY_EMAIL: adminAddress } });
  });
  afterEach(async () => {
    await t.app.close();
  });
  const submit = (body: unknown) => formClient(t.app).recruitment(body);
  const stored = () => t.database.db.select().from(recruitmentSubmissions);
  const suspicious = async () =>
    (await t.database.db.select().from(securityEvents)).filter(
      (event) => event.eventType === 'suspicious_activity',
    );

  it('stores an employer lead with salary and employment type, not approved, e-mail lower-cased and trimmed', async () => {
    const response = await submit(buildRecruitmentBody({ email: '  Tom.Reyes@Example.ORG  ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    const [row, ...others] = await stored();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      submissionType: 'employer',
      name: 'Dr Tom Reyes',
      email: 'tom.reyes@example.org',
      organisation: 'Northgate PCN',
      role: 'Clinical Pharmacist',
      location: 'Leeds',
      salary: '£45,000–£52,000',
      employmentType: 'sessional',
      approved: false,
    });
    expect(row?.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('defaults an employer’s employment type to substantive', async () => {
    const { employmentType: _omitted, ...body } = buildRecruitmentBody();
    expect((await submit(body)).statusCode).toBe(201);
    expect((await stored())[0]?.employmentType).toBe('substantive');
  });

  it('drops salary and employment type for a candidate', async () => {
    const response = await submit(buildRecruitmentBody({ submissionType: 'candidate' }));
    expect(response.statusCode).toBe(201);
    expect((await stored())[0]).toMatchObject({
      submissionType: 'candidate',
      salary: null,
      employmentType: null,
    });
  });

  it('queues the confirmation to the submitter and the admin notification with the lead', async () => {
    await submit(buildRecruitmentBody({ submissionType: 'candidate', email: 'Nia.Okafor@Example.org' }));
    const { rows, byTemplate } = await outboxByTemplate(t.database.db);
    expect(rows.map((mail) => [mail.template, mail.toAddress]).sort()).toEqual([
      ['admin-notification', adminAddress],
      ['recruitment-confirmation', 'nia.okafor@example.org'],
    ]);
    const confirmation = byTemplate.get('recruitment-confirmation');
    const notification = byTemplate.get('admin-notification');
    expect(confirmation?.textBody).toContain('Clinical Pharmacist');
    expect(confirmation?.textBody).toContain('within 2 hours');
    expect(notification?.subject).toContain('Recruitment submission');
    expect(notification?.textBody).toContain('Submission type: candidate');
  });

  it('refuses `approved: true` and other unknown keys (no mass assignment)', async () => {
    for (const extra of [{ approved: true }, { id: 'x' }, { privacyAcceptedAt: '2001-01-01' }]) {
      expect((await submit(buildRecruitmentBody(extra))).statusCode).toBe(400);
    }
    expect(await stored()).toEqual([]);
  });

  it.each(['name', 'email', 'phone', 'organisation', 'role', 'description', 'location'])(
    'requires %s',
    async (field) => {
      const response = await submit(buildRecruitmentBody({ [field]: ' ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(submissionMessages.requiredFields);
      expect(await stored()).toEqual([]);
    },
  );

  it('does not require salary or employment type', async () => {
    const { salary: _salary, employmentType: _type, ...body } = buildRecruitmentBody();
    expect((await submit(body)).statusCode).toBe(201);
    expect((await stored())[0]?.salary).toBeNull();
  });

  it.each([
    ['an invalid e-mail', { email: 'tom.reyes@' }, submissionMessages.invalidEmail],
    ['an invalid phone', { phone: '12345' }, submissionMessages.invalidPhone],
    ['an unknown submission type', { submissionType: 'agency' }, undefined],
    ['an unknown employment type', { employmentType: 'zero-hours' }, undefined],
  ])('refuses %s', async (_case, overrides, message) => {
    const response = await submit(buildRecruitmentBody(overrides));
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error.message).toBe(message);
    expect(await stored()).toEqual([]);
  });

  it('accepts a description of exactly 1000 characters and refuses 1001', async () => {
    expect((await submit(buildRecruitmentBody({ description: 'd'.repeat(1000) }))).statusCode).toBe(201);
    const response = await submit(buildRecruitmentBody({ description: 'd'.repeat(1001) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(submissionMessages.descriptionTooLong);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['privacy', { acceptPrivacy: false }],
    ['terms', { acceptTerms: false }],
    ['both', { acceptPrivacy: false, acceptTerms: false }],
  ])('requires both consents (missing: %s), storing and mailing nothing', async (_missing, overrides) => {
    const response = await submit(buildRecruitmentBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: consentRequired } });
    expect(await stored()).toEqual([]);
    expect(await listOutbox(t.database.db)).toEqual([]);
  });

  it('refuses consents that are not booleans', async () => {
    const response = await submit(buildRecruitmentBody({ acceptPrivacy: 'yes', acceptTerms: 1 }));
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('stores a submission with suspicious patterns and records a high-severity event with their names', async () => {
    const response = await submit(
      buildRecruitmentBody({
        role: 'URGENT locum GP',
        description: 'Start asap, $500 cash bonus, click here to apply.',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
    const events = await suspicious();
    expect(events).toHaveLength(1);
    expect(events[0]?.severity).toBe('high');
    expect(events[0]?.details).toEqual({
      form: 'recruitment',
      reason: 'suspicious_patterns',
      patterns: ['urgency', 'dollar_amount', 'money', 'click_here'],
    });
    expect(await listOutbox(t.database.db)).toHaveLength(2);
  });

  it('records no event for an ordinary submission', async () => {
    await submit(buildRecruitmentBody());
    expect(await suspicious()).toEqual([]);
  });
});
