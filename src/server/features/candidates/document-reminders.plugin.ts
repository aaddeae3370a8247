import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicTask } from '../../scheduling/periodic-task';
import { type DocumentRemindersReport, runDocumentReminders } from './document-reminders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The document expiry reminders: `app.documentReminders.runOnce()` runs them now (tests). */
    documentReminders: { runOnce(): Promise<DocumentRemindersReport> };
  }
}

const intervalMs = 6 * 60 * 60 * 1000;

export const documentRemindersPlugin = fp<{ start: boolean; now?: () => Date }>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const logger = app.log.child({ module: 'document-reminders' });
    const runOnce = () => runDocumentReminders({ db: app.database.db, mail: app.mail, now });
    app.decorate('documentReminders', { runOnce });
    if (!options.start) return;
    const task = createPeriodicTask({
      async run() {
        logger.info(await runOnce(), 'document reminders sent');
      },
      onError: (error) => logger.error({ err: error }, 'document reminders failed'),
      nextDelay: () => intervalMs,
    });
    app.addHook('onReady', async () => task.start());
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'document-reminders', dependencies: ['database', 'mail'] },
);
