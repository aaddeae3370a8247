import { ServiceUnavailableError } from '../db/database-errors';

/** The queue already holds as many jobs as it may: the caller answers "busy" instead of waiting. */
export class QueueFullError extends Error {
  constructor() {
    super('processing queue full');
    this.name = 'QueueFullError';
  }
}

/** 503 with Retry-After (as while the database is away): the queue is full, the message says of what. */
export class ProcessingBusyError extends ServiceUnavailableError {
  override readonly code = 'PROCESSING_BUSY';

  constructor(message: string) {
    super();
    this.message = message;
  }
}

export interface ProcessingQueueOptions {
  concurrency: number;
  /** Jobs waiting for a turn; one more is refused with QueueFullError. */
  maxWaiting: number;
}

/** Under a flood of uploads the work and its memory stay bounded, and other requests keep their CPU. */
export function createProcessingQueue({ concurrency, maxWaiting }: ProcessingQueueOptions) {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new QueueFullError();
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Whether a job sent now would be taken (run or queued) rather than refused. */
    hasRoom: () => running < concurrency || waiting.length < maxWaiting,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type ProcessingQueue = ReturnType<typeof createProcessingQueue>;
