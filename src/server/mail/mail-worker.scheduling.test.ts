import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test/database.test-utils';
import {
  createCapturingLogger,
  createRecordingTransport,
  createWorkerFixture,
  listOutbox,
} from './mail.test-utils';
import { createMailWorker } from './mail-worker';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe('mail worker scheduling', () => {
  it('lets several workers share one database without delivering any message twice', async () => {
    const { clock, config, enqueue } = createWorkerFixture(database.db);
    const queued = await Promise.all(
      Array.from({ length: 40 }, (_, index) => enqueue(`user${index}@example.org`)),
    );
    const workers = Array.from({ length: 4 }, () => {
      const recording = createRecordingTransport();
      recording.state.delayMs = 5;
      const worker = createMailWorker({
        db: database.db,
        transport: recording.transport,
        from: config.MAIL_FROM,
        logger: createCapturingLogger(),
        now: clock.now,
        batchSize: 3,
      });
      return { worker, recording };
    });

    const drain = async (worker: (typeof workers)[number]['worker']) => {
      while ((await worker.runOnce()).claimed > 0) {}
    };
    await Promise.all(workers.map(({ worker }) => drain(worker)));

    const delivered = workers.flatMap(({ recording }) => recording.sent.map((mail) => mail.id));
    expect(delivered.toSorted()).toEqual(queued.map((mail) => mail.id).toSorted());
    expect(workers.filter(({ recording }) => recording.sent.length > 0).length).toBeGreaterThan(1);
    expect((await listOutbox(database.db)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(
      true,
    );
  });

  it('polls once started, and stop() waits for the batch in flight', async () => {
    let release = () => {};
    let started = () => {};
    const sendStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { worker, enqueue } = createWorkerFixture(database.db, {
      pollIntervalMs: 10,
      transport: {
        kind: 'gated',
        send: () =>
          new Promise<void>((resolve) => {
            release = resolve;
            started();
          }),
        close: async () => {},
      },
    });
    await enqueue();
    worker.start();
    await sendStarted;

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await listOutbox(database.db)).map((row) => row.status)).toEqual(['sent']);
  });
});
