import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicTask } from '../../scheduling/periodic-task';
import { type DigestReport, runDigests } from './match-digests.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the digests of new matches that are due: `app.matchDigests.runOnce()` runs it now (tests). */
    matchDigests: { runOnce(): Promise<DigestReport> };
  }
}

const intervalMs = 10 * 60 * 1000;

/**
 * Every ten minutes: starts the day's (and on Mondays the week's) digest rounds once they are due, and
 * sends what any round still owes; every instance runs it, and they share the work (match-digests.service).
 */
export const matchDigestsPlugin = fp<{ start: boolean; now?: () => Date }>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const logger = app.log.child({ module: 'match-digests' });
    const runOnce = () => runDigests({ db: app.database.db, mail: app.mail, now });
    app.decorate('matchDigests', { runOnce });
    if (!options.start) return;
    const task = createPeriodicTask({
      async run() {
        const report = await runOnce();
        if (report.roundsStarted > 0 || report.recipients > 0) logger.info(report, 'match digests sent');
      },
      onError: (error) => logger.error({ err: error }, 'match digests failed'),
      nextDelay: () => intervalMs,
    });
    app.addHook('onReady', async () => task.start());
    app.addHook('onClose', async () => task.stop());
  },
  { name: 'match-digests', dependencies: ['database', 'mail'] },
);
