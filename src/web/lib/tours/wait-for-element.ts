import type { TourTimers } from './tour-timers';

export interface WaitForElementOptions {
  intervalMs: number;
  maxAttempts: number;
  timeoutMs: number;
  timers: TourTimers;
  signal?: AbortSignal;
}

/** Polling rather than observing keeps it independent of how the page renders. */
export function waitForElement<T>(find: () => T | null | undefined, options: WaitForElementOptions) {
  const { intervalMs, maxAttempts, timeoutMs, timers, signal } = options;
  return new Promise<T | null>((resolve) => {
    const startedAt = timers.now();
    let attempts = 0;
    let pending: unknown;
    const finish = (value: T | null) => {
      signal?.removeEventListener('abort', onAbort);
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = undefined;
      resolve(value);
    };
    const onAbort = () => finish(null);
    const look = () => {
      pending = undefined;
      if (signal?.aborted) return finish(null);
      attempts += 1;
      const found = find();
      if (found) return finish(found);
      const nextAt = timers.now() + intervalMs;
      if (attempts >= maxAttempts || nextAt - startedAt > timeoutMs) return finish(null);
      pending = timers.setTimeout(look, intervalMs);
    };
    if (signal?.aborted) return resolve(null);
    signal?.addEventListener('abort', onAbort, { once: true });
    look();
  });
}
