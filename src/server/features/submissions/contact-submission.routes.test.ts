import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { submissionMessages } from '../../../shared/submissions/submission.schemas';
import { contactSubmissions, securityEvents } from '../../db/schema';
import { listOutbox, outboxByTemplate } from '../../mail/mail.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildContactBody, formClient } from './submissions.test-utils';

const adminAddress = 'leads@arrsplace.test';

describe('POST /api/submissions/contact', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ env: { ADMIN_NOTIFY_EMAIL: adminAddress } });
  });
  afterEach(async () => {
    await t.app.close();
  });
  const contact = (body: unknown, address?: string) => formClient(t.app, address).contact(body);
  const stored = () => t.database.db.select().from(contactSubmissions);

  it('stores the lead and answers 201 {status: received} and nothing else', async () => {
    const response = await contact(buildContactBody({ email: '  Amelia.Hart@Example.org ', phone: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received' });
    const [row, ...others] = await stored();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      name: 'Amelia Hart',
      email: 'Amelia.Hart@Example.org',
      phone: null,
      organisation: 'Riverside Primary Care Network',
      consultationType: 'workforce-development',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('queues the confirmation to the visitor and the admin notification with the lead', async () => {
    await contact(buildContactBody());
    const { rows, byTemplate } = await outboxByTemplate(t.database.db);
    expect(rows.map((mail) => [mail.template, mail.toAddress]).sort()).toEqual([
      ['admin-notification', adminAddress],
      ['contact-confirmation', 'amelia.hart@example.org'],
    ]);
    const confirmation = byTemplate.get('contact-confirmation');
    const notification = byTemplate.get('admin-notification');
    expect(confirmation?.textBody).toContain('Hello Amelia Hart,');
    expect(confirmation?.textBody).toContain('within 2 hours');
    expect(confirmation?.textBody).toContain('Workforce Development');
    expect(notification?.subject).toContain('Contact submission');
    expect(notification?.textBody).toContain('We would like to talk about workforce planning');
    expect(notification?.textBody).toContain('Riverside Primary Care Network');
  });

  it('defaults the consultation type to other', async () => {
    const { consultationType: _omitted, ...body } = buildContactBody();
    expect((await contact(body)).statusCode).toBe(201);
    expect((await stored())[0]?.consultationType).toBe('other');
  });

  it.each([
    ['name missing', { name: '' }, submissionMessages.requiredFields],
    ['e-mail missing', { email: '   ' }, submissionMessages.requiredFields],
    ['message missing', { message: '' }, submissionMessages.requiredFields],
    ['e-mail without a domain', { email: 'amelia@' }, submissionMessages.invalidEmail],
    ['e-mail with a space', { email: 'amelia hart@example.org' }, submissionMessages.invalidEmail],
    ['e-mail no mailer accepts', { email: 'a@b.c' }, submissionMessages.invalidEmail],
    ['phone too short', { phone: '0123 456' }, submissionMessages.invalidPhone],
    ['phone with letters', { phone: '020 7946 ABCD' }, submissionMessages.invalidPhone],
    ['name of one character', { name: 'A' }, submissionMessages.nameTooShort],
    ['message under 10 characters', { message: 'Call me.' }, submissionMessages.messageTooShort],
  ])('refuses %s with its message, storing and mailing nothing', async (_case, overrides, message) => {
    const response = await contact(buildContactBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    expect(await stored()).toEqual([]);
    expect(await listOutbox(t.database.db)).toEqual([]);
  });

  it('has no hard cap at the 500-character counter', async () => {
    const response = await contact(buildContactBody({ message: 'Workforce planning. '.repeat(40) }));
    expect(response.statusCode).toBe(201);
  });

  it('refuses fields the form does not have (no mass assignment)', async () => {
    for (const extra of [{ id: '00000000-0000-0000-0000-000000000000' }, { createdAt: '2001-01-01' }]) {
      const response = await contact(buildContactBody(extra));
      expect(response.statusCode).toBe(400);
    }
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['the name', { name: 'Crypto Carl' }, 'crypto'],
    ['the message', { message: 'Can you help us get a business LOAN for the surgery?' }, 'loan'],
  ])(
    'flags spam words in %s: 422, a high-severity event with the word only, nothing stored',
    async (_where, overrides, word) => {
      const body = buildContactBody(overrides);
      const response = await contact(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: {
          code: 'SUBMISSION_FLAGGED',
          message: 'Submission Flagged: Please contact us directly if this is legitimate.',
        },
      });
      expect(await stored()).toEqual([]);
      expect(await listOutbox(t.database.db)).toEqual([]);
      const events = await t.database.db.select().from(securityEvents);
      const flagged = events.filter((event) => event.eventType === 'suspicious_activity');
      expect(flagged).toHaveLength(1);
      expect(flagged[0]?.severity).toBe('high');
      expect(flagged[0]?.details).toEqual({ form: 'contact', reason: 'spam_word', matchedWord: word });
      expect(JSON.stringify(flagged[0]?.details)).not.toContain(body.email);
    },
  );

  it('does not flag spam words in other fields', async () => {
    const response = await contact(buildContactBody({ organisation: 'Casino Road Surgery' }));
    expect(response.statusCode).toBe(201);
  });

  it('answers 201 without an admin copy when no ADMIN_NOTIFY_EMAIL is set', async () => {
    const quiet = await createTestApp();
    try {
      expect((await formClient(quiet.app).contact(buildContactBody())).statusCode).toBe(201);
      const outbox = await listOutbox(quiet.database.db);
      expect(outbox.map((mail) => mail.template)).toEqual(['contact-confirmation']);
    } finally {
      await quiet.app.close();
    }
  });
});
