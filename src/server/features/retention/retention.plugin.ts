import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type EraseAccount, type RetentionReport, runRetention } from './retention.service';
import { createRetentionWorker } from './retention-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data-retention job: `app.retention.runOnce()` runs it now (tests, operators). */
    retention: { runOnce(): Promise<RetentionReport> };
  }
}

export interface RetentionPluginOptions {
  /** Whether this process runs the job at start and daily (the server does; tests call runOnce). */
  start: boolean;
  eraseAccount: EraseAccount;
  /** ANALYTICS_RETENTION_MONTHS (default 13). */
  analyticsRetentionMonths?: number;
  now?: () => Date;
  intervalMs?: number;
}

export const retentionPlugin = fp<RetentionPluginOptions>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const worker = createRetentionWorker({
      run: () =>
        runRetention({
          db: app.database.db,
          mail: app.mail,
          now,
          eraseAccount: options.eraseAccount,
          storage: app.storage,
          analyticsRetentionMonths: options.analyticsRetentionMonths,
        }),
      logger: app.log.child({ module: 'retention' }),
      intervalMs: options.intervalMs,
    });
    app.decorate('retention', { runOnce: worker.runOnce });
    if (!options.start) return;
    app.addHook('onReady', async () => {
      worker.start();
    });
    // Registered after the database plugin, so this runs before the database closes (reverse order).
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'retention', dependencies: ['database', 'mail'] },
);
