export interface PeriodicTaskOptions<T> {
  run: () => Promise<T>;
  onError: (error: unknown) => void;
  /** Milliseconds from the end of a run to the start of the next; `result` is undefined after a failure. */
  nextDelay: (result: T | undefined) => number;
}

export interface PeriodicTask {
  /** Runs straight away, then again nextDelay() after each run ends. A second start() does nothing. */
  start(): void;
  /** Stops scheduling and waits for the run in flight, so it ends before what it uses is closed. */
  stop(): Promise<void>;
}

/**
 * Unlike setInterval, the next run is scheduled only once the previous one ended, so runs never
 * overlap; timers are unref'd, so the task alone never keeps a process alive.
 */
export function createPeriodicTask<T>(options: PeriodicTaskOptions<T>): PeriodicTask {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  async function tick() {
    timer = undefined;
    let result: T | undefined;
    try {
      result = await options.run();
    } catch (error) {
      options.onError(error);
    }
    if (running) schedule(options.nextDelay(result));
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      const current = tick().finally(() => {
        if (ticking === current) ticking = undefined;
      });
      ticking = current;
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await ticking?.catch(() => {});
    },
  };
}
