import type { Database } from '../db/database';
import { createPeriodicTask } from '../scheduling/periodic-task';
import { type ClaimedMail, createMailOutboxRepository } from './mail-outbox.repository';
import { decideRetry, defaultRetryPolicy, type RetryPolicy } from './retry-policy';
import {
  describeError,
  MailDeliveryError,
  type MailTransport,
  type OutgoingMail,
} from './transports/mail-transport';

export interface MailLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerDeps {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: MailLogger;
  now?: () => Date;
  random?: () => number;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed row stays ours; longer than one batch's sends can take (they run in parallel). */
  leaseMs?: number;
  retryPolicy?: RetryPolicy;
}

export interface BatchResult {
  claimed: number;
  sent: number;
  retried: number;
  dead: number;
}

type Outcome = 'sent' | 'retried' | 'dead' | 'lost';

/** Logs name the recipient's domain at most: the address itself is personal data. */
export function recipientDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at >= 0 ? address.slice(at + 1).toLowerCase() : 'unknown';
}

export function toOutgoingMail(row: ClaimedMail, from: string, date: Date): OutgoingMail {
  return {
    id: row.id,
    messageId: row.messageId,
    template: row.template,
    from,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers ?? {},
    createdAt: row.createdAt,
    date,
  };
}

/**
 * Each batch is claimed in one short transaction (FOR UPDATE SKIP LOCKED, so any number of processes
 * can run a worker) and sent outside it.
 */
export function createMailWorker(deps: MailWorkerDeps) {
  const { transport, from, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const pollIntervalMs = deps.pollIntervalMs ?? 5_000;
  const batchSize = deps.batchSize ?? 10;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const policy = deps.retryPolicy ?? defaultRetryPolicy;
  const outbox = createMailOutboxRepository({ db: deps.db });

  async function deliver(row: ClaimedMail): Promise<Outcome> {
    const context = { outboxId: row.id, template: row.template, domain: recipientDomain(row.toAddress) };
    try {
      await transport.send(toOutgoingMail(row, from, now()));
    } catch (error) {
      const message = describeError(error);
      const permanent = error instanceof MailDeliveryError && error.permanent;
      const decision = decideRetry({ attempts: row.attempts, permanent }, policy, random);
      if (decision.kind === 'dead') {
        const held = await outbox.markDead(row, message);
        logger.error({ ...context, attempts: row.attempts, error: message }, 'mail kept as dead letter');
        return held ? 'dead' : 'lost';
      }
      const at = new Date(now().getTime() + decision.delayMs);
      const held = await outbox.scheduleRetry(row, { at, error: message });
      logger.warn(
        { ...context, attempts: row.attempts, retryAt: at, error: message },
        'mail delivery failed',
      );
      return held ? 'retried' : 'lost';
    }
    const held = await outbox.markSent(row, now());
    if (held) logger.info({ ...context, attempts: row.attempts }, 'mail sent');
    // Sent, but our lease had run out and another worker took the row: it may send it again, under
    // the same Message-ID. A longer lease avoids this.
    else logger.warn(context, 'mail sent after its lease expired');
    return held ? 'sent' : 'lost';
  }

  async function runBatch(): Promise<BatchResult> {
    const claimed = await outbox.claimDue({ now: now(), limit: batchSize, leaseMs });
    const result: BatchResult = { claimed: claimed.length, sent: 0, retried: 0, dead: 0 };
    const outcomes = await Promise.allSettled(claimed.map(deliver));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        // Recording the outcome failed (database unreachable): the lease expires and the row is retried.
        logger.error({ err: outcome.reason }, 'mail outcome not recorded');
      } else if (outcome.value !== 'lost') {
        result[outcome.value] += 1;
      }
    }
    return result;
  }

  let inFlight: Promise<BatchResult> | undefined;

  function runOnce(): Promise<BatchResult> {
    const previous = inFlight;
    const run = (previous ? previous.then(runBatch, runBatch) : runBatch()).finally(() => {
      if (inFlight === run) inFlight = undefined;
    });
    inFlight = run;
    return run;
  }

  const task = createPeriodicTask({
    run: runOnce,
    onError(error) {
      logger.error({ err: error }, 'mail batch failed');
    },
    // Straight away again while batches come back full.
    nextDelay: (result) => (result !== undefined && result.claimed >= batchSize ? 0 : pollIntervalMs),
  });

  return {
    runOnce,
    start: task.start,
    /** Stops polling and waits for the batch in flight, so its outcomes are recorded. */
    async stop() {
      await task.stop();
      // A batch started through runOnce() rather than the schedule too.
      await inFlight?.catch(() => {});
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
