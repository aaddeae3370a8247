import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicTask } from '../../scheduling/periodic-task';
import { expireOpportunities } from './opportunities.admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Expires unanswered opportunities: `app.opportunityExpiry.runOnce()` runs it now (tests). */
    opportunityExpiry: { runOnce(): Promise<{ expired: number }> };
  }
}

const intervalMs = 60 * 60 * 1000;

/** Reads already show overdue opportunities expired; this records it hourly and sends the notices. */
export const opportunityExpiryPlugin = fp<{ start: boolean; now?: () => Date }>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const logger = app.log.child({ module: 'opportunity-expiry' });
    const runOnce = () => expireOpportunities({ db: app.database.db, mail: app.mail, now });
    app.decorate('opportunityExpiry', { runOnce });
    if (!options.start) return;
    const task = createPeriodicTask({
      async run() {
        const report = await runOnce();
        if (report.expired > 0) logger.info(report, 'opportunities expired');
      },
      onError: (error) => logger.error({ err: error }, 'opportunity expiry failed'),
      nextDelay: () => intervalMs,
    });
    app.addHook('onReady', async () => task.start());
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'opportunity-expiry', dependencies: ['database', 'mail'] },
);
