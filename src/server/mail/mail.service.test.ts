import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestConfig } from '../test/app.test-utils';
import { createTestDatabase } from '../test/database.test-utils';
import { InvalidRecipientError } from './mail.errors';
import { createMailer, messageIdDomain } from './mail.service';
import { createTestClock, listOutbox } from './mail.test-utils';

const notice = { heading: 'Hello', paragraphs: ['Welcome aboard.'] };

describe('mailer', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('stores the rendered message as pending, due now by the injected clock', async () => {
    const clock = createTestClock();
    const mailer = createMailer({ config: createTestConfig(), now: clock.now });
    const queued = await mailer.enqueue(database.db, {
      template: 'generic-notice',
      data: notice,
      to: ' jane@example.org ',
    });

    const [row, ...others] = await listOutbox(database.db);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id: queued.id,
      messageId: `<${queued.id}@arrsplace.localhost>`,
      template: 'generic-notice',
      toAddress: 'jane@example.org',
      subject: 'Hello',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: clock.now(),
      createdAt: clock.now(),
      lockedUntil: null,
      sentAt: null,
    });
    expect(row?.textBody).toContain('Welcome aboard.');
    expect(row?.htmlBody).toContain(
      '<p style="margin:0 0 16px;font-size:16px;line-height:24px;">Welcome aboard.</p>',
    );
  });

  it('queues nothing when the transaction that enqueued rolls back', async () => {
    const mailer = createMailer({ config: createTestConfig() });
    const rollback = new Error('the change failed');
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.enqueue(tx, { template: 'generic-notice', data: notice, to: 'jane@example.org' });
        expect(await listOutbox(tx)).toHaveLength(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await listOutbox(database.db)).toHaveLength(0);

    await database.db.transaction(async (tx) => {
      await mailer.enqueue(tx, { template: 'generic-notice', data: notice, to: 'jane@example.org' });
    });
    expect(await listOutbox(database.db)).toHaveLength(1);
  });

  it('refuses a recipient that is not an address', async () => {
    const mailer = createMailer({ config: createTestConfig() });
    await expect(
      mailer.enqueue(database.db, {
        template: 'generic-notice',
        data: notice,
        to: 'jane@example.org, eve@x.org',
      }),
    ).rejects.toBeInstanceOf(InvalidRecipientError);
    expect(await listOutbox(database.db)).toHaveLength(0);
  });

  it('sends admin notifications to ADMIN_NOTIFY_EMAIL, and nowhere when it is unset', async () => {
    const withAdmin = createMailer({
      config: createTestConfig({ ADMIN_NOTIFY_EMAIL: 'ops@meridian.example' }),
    });
    const queued = await withAdmin.notifyAdmin(database.db, {
      type: 'contact_submission',
      data: { name: 'Jane' },
    });
    expect(queued).not.toBeNull();
    const withoutAdmin = createMailer({ config: createTestConfig() });
    expect(await withoutAdmin.notifyAdmin(database.db, { type: 'contact_submission', data: {} })).toBeNull();

    const rows = await listOutbox(database.db);
    expect(rows.map((row) => [row.toAddress, row.template, row.subject])).toEqual([
      ['ops@meridian.example', 'admin-notification', '[ARRS Place] Contact submission'],
    ]);
  });
});

describe('messageIdDomain', () => {
  it('takes the domain of MAIL_FROM, else of PUBLIC_URL', () => {
    expect(
      messageIdDomain({ MAIL_FROM: 'ARRS <No-Reply@Mail.ARRS.example>', PUBLIC_URL: 'https://a.example' }),
    ).toBe('mail.arrs.example');
    expect(messageIdDomain({ MAIL_FROM: 'no address', PUBLIC_URL: 'https://a.example:8443' })).toBe(
      'a.example',
    );
  });
});
