import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicTask } from '../../scheduling/periodic-task';
import { rollUpFinishedDays } from './rollup.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rolls finished analytics days up: `app.analyticsRollup.runOnce()` runs it now (tests). */
    analyticsRollup: { runOnce(): Promise<{ days: string[] }> };
  }
}

const intervalMs = 60 * 60 * 1000;

export const analyticsRollupPlugin = fp<{ start: boolean; now?: () => Date }>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const logger = app.log.child({ module: 'analytics-rollup' });
    const runOnce = () => rollUpFinishedDays({ db: app.database.db, now });
    app.decorate('analyticsRollup', { runOnce });
    if (!options.start) return;
    const task = createPeriodicTask({
      async run() {
        const report = await runOnce();
        if (report.days.length > 0) logger.info({ days: report.days.length }, 'analytics days rolled up');
      },
      onError: (error) => logger.error({ err: error }, 'analytics rollup failed'),
      nextDelay: () => intervalMs,
    });
    app.addHook('onReady', async () => task.start());
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'analytics-rollup', dependencies: ['database'] },
);
