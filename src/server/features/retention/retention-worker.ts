import { createPeriodicTask } from '../../scheduling/periodic-task';
import type { RetentionReport } from './retention.service';

export interface RetentionLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RetentionWorkerDeps {
  run: () => Promise<RetentionReport>;
  logger: RetentionLogger;
  intervalMs?: number;
}

export const retentionIntervalMs = 24 * 60 * 60 * 1000;

/** Every process of a scale-out may run it: the deletes are idempotent, each account under its row lock. */
export function createRetentionWorker(deps: RetentionWorkerDeps) {
  const { logger } = deps;
  const intervalMs = deps.intervalMs ?? retentionIntervalMs;
  let inFlight: Promise<RetentionReport> | undefined;

  function runOnce(): Promise<RetentionReport> {
    inFlight ??= deps.run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  const task = createPeriodicTask({
    async run() {
      const startedAt = Date.now();
      const report = await runOnce();
      // Counts only: no address, name or id of anyone whose data went.
      logger.info({ ...report, durationMs: Date.now() - startedAt }, 'retention run finished');
    },
    onError(error) {
      logger.error({ err: error }, 'retention run failed');
    },
    nextDelay: () => intervalMs,
  });

  return {
    runOnce,
    start: task.start,
    /** Stops scheduling and waits for the run in flight, so it ends before the database closes. */
    async stop() {
      await task.stop();
      // A run started through runOnce() rather than the schedule (tests, operators) too.
      await inFlight?.catch(() => {});
    },
  };
}

export type RetentionWorker = ReturnType<typeof createRetentionWorker>;
