import type { TourTimers } from './tour-timers';

/** One attempt at a tour, as the queue sees it. */
export interface TourRun {
  /** True once the tour is running (its first element found), false if it could not start. */
  started: Promise<boolean>;
  /** Settles when the tour has ended: finished, skipped or stopped. */
  finished: Promise<void>;
  /** Stops it, loading or running, without marking it completed. */
  cancel(): void;
}

export interface TourQueueOptions<Meta> {
  run(name: string, meta: Meta): TourRun;
  /** Queue completion timeout: how long a running tour may hold the queue. */
  completionTimeoutMs: number;
  timers: TourTimers;
}

interface Entry<Meta> {
  name: string;
  priority: number;
  order: number;
  meta: Meta;
  outcome: Promise<boolean>;
  settle(started: boolean): void;
  run?: TourRun;
  timer?: unknown;
}

/**
 * The tour queue: one tour at a time; a tour already running or queued is not added again (the
 * caller gets the outcome of the one already there); a lower priority number runs first and equal
 * priorities run in the order they were queued; a running tour holds the queue for at most
 * `completionTimeoutMs`, after which the next queued tour may start.
 */
export function createTourQueue<Meta>(options: TourQueueOptions<Meta>) {
  const { timers, completionTimeoutMs } = options;
  const waiting: Entry<Meta>[] = [];
  let running: Entry<Meta> | null = null;
  let order = 0;

  const byTurn = (a: Entry<Meta>, b: Entry<Meta>) => a.priority - b.priority || a.order - b.order;

  function release(entry: Entry<Meta>) {
    if (running !== entry) return;
    timers.clearTimeout(entry.timer);
    running = null;
    pump();
  }

  function pump() {
    if (running) return;
    waiting.sort(byTurn);
    const entry = waiting.shift();
    if (!entry) return;
    running = entry;
    entry.timer = timers.setTimeout(() => release(entry), completionTimeoutMs);
    let run: TourRun;
    try {
      run = options.run(entry.name, entry.meta);
    } catch {
      entry.settle(false);
      release(entry);
      return;
    }
    entry.run = run;
    run.started.then(
      (started) => {
        entry.settle(started);
        if (!started) release(entry);
      },
      () => {
        entry.settle(false);
        release(entry);
      },
    );
    run.finished.then(
      () => release(entry),
      () => release(entry),
    );
  }

  return {
    /** Queues a tour; resolves as its start does (true once running, false if it could not start). */
    enqueue(name: string, priority: number, meta: Meta): Promise<boolean> {
      if (running?.name === name) return running.outcome;
      const queued = waiting.find((entry) => entry.name === name);
      if (queued) return queued.outcome;
      let settle: (started: boolean) => void = () => undefined;
      const outcome = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      waiting.push({ name, priority, order: order++, meta, outcome, settle });
      pump();
      return outcome;
    },
    /** Empties the queue (those tours resolve false) and stops the running tour. */
    clear() {
      for (const entry of waiting.splice(0)) entry.settle(false);
      const current = running;
      if (!current) return;
      running = null;
      timers.clearTimeout(current.timer);
      current.run?.cancel();
      current.settle(false);
    },
    runningTour: (): string | null => running?.name ?? null,
    queuedTours: (): string[] => [...waiting].sort(byTurn).map((entry) => entry.name),
  };
}

export type TourQueue<Meta> = ReturnType<typeof createTourQueue<Meta>>;
