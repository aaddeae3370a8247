import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test/database.test-utils';
import { createWorkerFixture, listOutbox } from './mail.test-utils';
import { createMailOutboxRepository } from './mail-outbox.repository';
import type { MailWorkerDeps } from './mail-worker';
import { MailDeliveryError } from './transports/mail-transport';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

function setup(overrides: Partial<MailWorkerDeps> = {}) {
  return createWorkerFixture(database.db, overrides);
}

async function onlyRow() {
  const rows = await listOutbox(database.db);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no outbox row');
  return row;
}

describe('mail worker', () => {
  it('delivers a due message once, under its Message-ID, and marks it sent', async () => {
    const { clock, config, worker, recording, enqueue } = setup();
    const queued = await enqueue();

    expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, dead: 0 });
    expect(recording.sent).toHaveLength(1);
    expect(recording.sent[0]).toMatchObject({
      id: queued.id,
      messageId: queued.messageId,
      from: config.MAIL_FROM,
      to: 'jane.doe@example.org',
      subject: 'Secret heading',
      date: clock.now(),
    });
    expect(await onlyRow()).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: clock.now(),
      lockedUntil: null,
    });

    clock.advance(24 * 60 * 60_000);
    expect(await worker.runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, dead: 0 });
    expect(recording.sent).toHaveLength(1);
  });

  it('retries with exponential back-off, then keeps a dead letter', async () => {
    const retryPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 4, jitterRatio: 0.1 };
    const { clock, worker, recording, logger, enqueue } = setup({ retryPolicy });
    recording.state.failWith = new Error('connect ECONNREFUSED for smtp://mailer:hunter2@mail.example:587');
    await enqueue();

    for (const [attempt, delayMs] of [
      [1, 30_000],
      [2, 60_000],
      [3, 120_000],
    ] as const) {
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      const row = await onlyRow();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lockedUntil: null });
      expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(delayMs);
      expect(row.lastError).toContain('ECONNREFUSED');
      expect(row.lastError).not.toContain('hunter2');

      clock.advance(delayMs - 1);
      expect(await worker.runOnce()).toMatchObject({ claimed: 0 });
      clock.advance(1);
    }

    expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 0, retried: 0, dead: 1 });
    expect(await onlyRow()).toMatchObject({ status: 'dead', attempts: 4, sentAt: null });
    expect(logger.entries.at(-1)).toMatchObject({ level: 'error', message: 'mail kept as dead letter' });

    recording.state.failWith = undefined;
    clock.advance(7 * 24 * 60 * 60_000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 });
    expect(recording.sent).toHaveLength(0);
  });

  it('keeps a permanent refusal as a dead letter at once', async () => {
    const { worker, recording, enqueue } = setup();
    recording.state.failWith = new MailDeliveryError('550 No such mailbox here', true);
    await enqueue();
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, dead: 1 });
    expect(await onlyRow()).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: '550 No such mailbox here',
    });
  });

  it('takes over a message whose worker died mid-send once the lease has run out', async () => {
    const { clock, worker, recording, enqueue } = setup({ leaseMs: 60_000 });
    await enqueue();
    const outbox = createMailOutboxRepository({ db: database.db });
    const [crashed] = await outbox.claimDue({ now: clock.now(), limit: 10, leaseMs: 60_000 });
    if (!crashed) throw new Error('nothing claimed');

    expect(await worker.runOnce()).toMatchObject({ claimed: 0 });
    clock.advance(60_001);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(recording.sent.map((mail) => mail.messageId)).toEqual([crashed.messageId]);
    expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 2 });
    // The first worker, were it to wake up, no longer holds the row and cannot overwrite the outcome.
    expect(await outbox.scheduleRetry(crashed, { at: clock.now(), error: 'late' })).toBe(false);
    expect(await onlyRow()).toMatchObject({ status: 'sent', lastError: null });
  });

  it('logs the recipient domain, never the address, subject or body', async () => {
    const { worker, recording, logger, enqueue } = setup();
    await enqueue();
    await worker.runOnce();
    recording.state.failWith = new Error('451 try later');
    await enqueue('john.smith@nhs.example');
    await worker.runOnce();

    const logged = JSON.stringify(logger.entries);
    expect(logger.entries.map((entry) => entry.message)).toEqual(['mail sent', 'mail delivery failed']);
    expect(logged).toContain('example.org');
    expect(logged).toContain('nhs.example');
    for (const secret of ['jane.doe', 'john.smith', 'Secret heading', 'abc123'])
      expect(logged).not.toContain(secret);
  });
});
