import type { TourTimers } from './tour-timers';

export interface TourRun {
  started: Promise<boolean>;
  finished: Promise<void>;
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

/** One tour at a time, by priority (docs/product/accounts.md#onboarding-tours). */
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
