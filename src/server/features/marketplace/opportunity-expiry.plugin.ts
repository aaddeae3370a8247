import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicTask } from '../../scheduling/periodic-task';
import { expireOpportunities } from './opportunities.admin.service';
import { closeDueVacancies, remindVacanciesClosingTomorrow } from './vacancies.lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Expires unanswered opportunities, closes vacancies past their closing date and reminds
     * organisations of those closing tomorrow: `app.opportunityExpiry.runOnce()` runs it now (tests).
     */
    opportunityExpiry: {
      runOnce(): Promise<{ expired: number; vacanciesClosed: number; closingReminders: number }>;
    };
  }
}

const intervalMs = 60 * 60 * 1000;

/**
 * Reads already show overdue opportunities expired and hide jobs past their closing date; this records
 * both hourly and sends the notices, and the reminders of vacancies closing tomorrow.
 */
export const opportunityExpiryPlugin = fp<{ start: boolean; now?: () => Date }>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const logger = app.log.child({ module: 'opportunity-expiry' });
    const runOnce = async () => {
      const { expired } = await expireOpportunities({ db: app.database.db, mail: app.mail, now });
      const vacancyDeps = { db: app.database.db, mail: app.mail, now };
      const vacanciesClosed = await closeDueVacancies(vacancyDeps);
      const closingReminders = await remindVacanciesClosingTomorrow(vacancyDeps);
      return { expired, vacanciesClosed, closingReminders };
    };
    app.decorate('opportunityExpiry', { runOnce });
    if (!options.start) return;
    const task = createPeriodicTask({
      async run() {
        const report = await runOnce();
        if (report.expired > 0 || report.vacanciesClosed > 0 || report.closingReminders > 0)
          logger.info(report, 'opportunities expired, vacancies closed, closing reminders sent');
      },
      onError: (error) => logger.error({ err: error }, 'opportunity expiry failed'),
      nextDelay: () => intervalMs,
    });
    app.addHook('onReady', async () => task.start());
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'opportunity-expiry', dependencies: ['database', 'mail'] },
);
