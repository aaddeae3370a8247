import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestConfig } from '../../test/app.test-utils';
import { createTestDatabase } from '../../test/database.test-utils';
import { createMailer } from '../mail.service';
import { createCapturingLogger, createTestClock, listOutbox, parseEml } from '../mail.test-utils';
import { createMailOutboxRepository } from '../mail-outbox.repository';
import { createMailWorker, toOutgoingMail } from '../mail-worker';
import type { MailTransport } from './mail-transport';
import { createSmtpTransport } from './smtp.transport';
import { startTestSmtpServer } from './smtp-test-server.test-utils';

let database: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let transport: MailTransport;
beforeEach(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url);
});
afterEach(async () => {
  await transport.close();
  await smtp.close();
  await database.close();
});

function setup() {
  const clock = createTestClock();
  const config = createTestConfig({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'ARRS Place <no-reply@arrsplace.example>',
  });
  const mailer = createMailer({ config, now: clock.now });
  const worker = createMailWorker({
    db: database.db,
    transport,
    from: config.MAIL_FROM,
    logger: createCapturingLogger(),
    now: clock.now,
    random: () => 0,
  });
  const enqueue = (to: string, heading = 'Reset your password') =>
    mailer.enqueue(database.db, {
      template: 'generic-notice',
      data: {
        heading,
        paragraphs: ['Someone asked to reset the password of your ARRS Place account.'],
        action: {
          label: 'Choose a new password',
          url: 'https://arrsplace.example/arrsplace/reset-password?t=abc',
        },
      },
      to,
    });
  return { clock, worker, enqueue };
}

/** How many times the SMTP server received each Message-ID. */
function receivedCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of smtp.received) {
    const id = parseEml(message.raw).headers.get('message-id') ?? 'none';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('SMTP delivery against a real SMTP server', () => {
  it('delivers the message the outbox holds', async () => {
    const { worker, enqueue } = setup();
    const queued = await enqueue('jane@example.org');
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.envelopeTo).toEqual(['jane@example.org']);
    const eml = parseEml(message?.raw ?? '');
    expect(eml.headers.get('message-id')).toBe(queued.messageId);
    expect(queued.messageId).toMatch(/^<[0-9a-f-]{36}@arrsplace\.example>$/);
    expect(eml.headers.get('from')).toBe('ARRS Place <no-reply@arrsplace.example>');
    expect(eml.headers.get('to')).toBe('jane@example.org');
    expect(eml.headers.get('subject')).toBe('Reset your password');
    expect(eml.text).toContain(
      'Choose a new password:\nhttps://arrsplace.example/arrsplace/reset-password?t=abc\n',
    );
    expect(eml.html).toContain('href="https://arrsplace.example/arrsplace/reset-password?t=abc"');
  });

  it('sends the unsubscribe header fields of a message queued for a list, and none on others', async () => {
    const clock = createTestClock();
    const config = createTestConfig({ SMTP_URL: smtp.url });
    const mailer = createMailer({ config, now: clock.now });
    const worker = createMailWorker({
      db: database.db,
      transport,
      from: config.MAIL_FROM,
      logger: createCapturingLogger(),
      now: clock.now,
    });
    const data = { name: 'Jane', kind: 'job_closed', title: 'A job closed', body: 'It closed.', link: null };
    await mailer.enqueue(database.db, {
      template: 'notification',
      data,
      to: 'jane@example.org',
      unsubscribe: { userId: 'user-1', list: 'job_closed' },
    });
    await mailer.enqueue(database.db, { template: 'notification', data, to: 'john@example.org' });
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    const byRecipient = new Map(
      smtp.received.map((message) => [message.envelopeTo[0], parseEml(message.raw).headers]),
    );
    const listed = byRecipient.get('jane@example.org');
    expect(listed?.get('list-unsubscribe')).toMatch(
      new RegExp(`^<${config.MARKETPLACE_URL}/api/unsubscribe\\?t=[A-Za-z0-9_.%-]+>$`),
    );
    expect(listed?.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(byRecipient.get('john@example.org')?.has('list-unsubscribe')).toBe(false);
  });

  it('delivers every message queued during an outage exactly once when the server accepts again', async () => {
    const { clock, worker, enqueue } = setup();
    smtp.state.refusing = true;
    const queued = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => enqueue(`user${n}@example.org`, `Notice ${n}`)),
    );

    expect(await worker.runOnce()).toMatchObject({ claimed: 5, sent: 0, retried: 5 });
    clock.advance(30_000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 5, sent: 0, retried: 5 });
    for (const row of await listOutbox(database.db)) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.lastError).toContain('451');
    }
    expect(smtp.received).toHaveLength(0);

    smtp.state.refusing = false;
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 }); // still backing off (60 s now)
    clock.advance(60_000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 5, sent: 5 });
    clock.advance(24 * 60 * 60_000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 });

    const counts = receivedCounts();
    expect([...counts.keys()].sort()).toEqual(queued.map((mail) => mail.messageId).sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect((await listOutbox(database.db)).every((row) => row.status === 'sent' && row.attempts === 3)).toBe(
      true,
    );
  });

  it('retries while the server cannot be reached at all', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
      });
    });
    transport = createSmtpTransport(`smtp://127.0.0.1:${closedPort}?connectionTimeout=2000`);
    const { worker, enqueue } = setup();
    await enqueue('jane@example.org');
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    const [row] = await listOutbox(database.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('ECONNREFUSED');
  });

  it('keeps a refused recipient as a dead letter without retrying', async () => {
    const { worker, enqueue } = setup();
    await enqueue('rejected@example.org');
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, dead: 1 });
    const [row] = await listOutbox(database.db);
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(row?.lastError).toContain('550');
  });

  it('sends a redelivery after a crash under the same Message-ID, so the receiver can drop it', async () => {
    const { clock, worker, enqueue } = setup();
    const queued = await enqueue('jane@example.org');
    // A process claims the row and hands it to the server, then dies before recording the outcome.
    const [claimed] = await createMailOutboxRepository({ db: database.db }).claimDue({
      now: clock.now(),
      limit: 1,
      leaseMs: 5 * 60_000,
    });
    if (!claimed) throw new Error('nothing claimed');
    await transport.send(toOutgoingMail(claimed, 'no-reply@arrsplace.example', clock.now()));

    clock.advance(5 * 60_000 + 1);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(receivedCounts()).toEqual(new Map([[queued.messageId, 2]]));
  });
});
