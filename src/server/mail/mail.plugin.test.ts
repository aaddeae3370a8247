import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { databasePlugin } from '../db/database.plugin';
import { createTestConfig } from '../test/app.test-utils';
import { createTestDatabase } from '../test/database.test-utils';
import { mailPlugin } from './mail.plugin';
import { createRecordingTransport, listOutbox } from './mail.test-utils';
import type { MailTransport } from './transports/mail-transport';

const config = createTestConfig();
afterEach(() => {
  rmSync(join(config.DATA_DIR, 'mail'), { recursive: true, force: true });
});

async function buildMailApp(
  database: DatabaseHandle,
  options: { startWorker: boolean; transport?: MailTransport },
) {
  const app = Fastify({ logger: false });
  await app.register(databasePlugin, { database });
  await app.register(mailPlugin, { config, pollIntervalMs: 10, ...options });
  await app.ready();
  return app;
}

const notice = {
  template: 'generic-notice',
  data: { heading: 'Hi', paragraphs: [] },
  to: 'jane@example.org',
} as const;

describe('mail plugin', () => {
  it('decorates app.mail and, without the worker, only queues', async () => {
    const recording = createRecordingTransport();
    const app = await buildMailApp(await createTestDatabase(), {
      startWorker: false,
      transport: recording.transport,
    });
    await app.mail.enqueue(app.database.db, notice);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await listOutbox(app.database.db)).map((row) => row.status)).toEqual(['pending']);
    expect(recording.sent).toHaveLength(0);
    await app.close();
  });

  it('delivers to DATA_DIR/mail by default once the app is ready', async () => {
    const app = await buildMailApp(await createTestDatabase(), { startWorker: true });
    const queued = await app.mail.enqueue(app.database.db, notice);
    const directory = join(config.DATA_DIR, 'mail');
    // A message is written under a dot-name first, then renamed: wait for the delivered file.
    const delivered = () =>
      (existsSync(directory) ? readdirSync(directory) : []).filter((name) => !name.startsWith('.'));
    await vi.waitFor(() => expect(delivered()).toHaveLength(1), { timeout: 5_000 });
    expect(delivered()[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{6}\\.\\d{3}Z-${queued.id}\\.eml$`));
    await app.close();
  });

  it('on close, lets the batch in flight record its outcome before the database closes', async () => {
    const database = await createTestDatabase();
    let statusAtClose: string | undefined;
    const watched: DatabaseHandle = {
      ...database,
      async close() {
        statusAtClose = (await listOutbox(database.db))[0]?.status;
        await database.close();
      },
    };
    let release = () => {};
    let started = () => {};
    const sendStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transport: MailTransport = {
      kind: 'gated',
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
      close: async () => {},
    };
    const app = await buildMailApp(watched, { startWorker: true, transport });
    await app.mail.enqueue(app.database.db, notice);
    await sendStarted;

    const closing = app.close();
    setTimeout(() => release(), 50);
    await closing;
    expect(statusAtClose).toBe('sent');
  });

  it('needs the database plugin', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(mailPlugin, { config, startWorker: false })).rejects.toThrow(/database/);
  });
});
