import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicTask } from './periodic-task';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A promise settled from outside, for a run that ends when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((resolveWith, rejectWith) => {
    resolve = resolveWith;
    reject = rejectWith;
  });
  return { promise, resolve, reject };
}

describe('periodic task', () => {
  it('runs at start, then after the delay nextDelay gives for the result of the run', async () => {
    vi.useFakeTimers();
    const results = [3, 0, 0];
    const run = vi.fn(async () => results.shift() ?? 0);
    const nextDelay = vi.fn((pending: number | undefined) => (pending ? 10 : 1_000));
    const task = createPeriodicTask({ run, nextDelay, onError: () => {} });

    task.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(nextDelay).toHaveBeenLastCalledWith(3);
    await vi.advanceTimersByTimeAsync(9);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
    await task.stop();
  });

  it('counts the delay from the end of a run, so runs never overlap', async () => {
    vi.useFakeTimers();
    let active = 0;
    let mostActive = 0;
    const startedAt: number[] = [];
    const run = vi.fn(async () => {
      startedAt.push(Date.now());
      active += 1;
      mostActive = Math.max(mostActive, active);
      await new Promise((resolve) => setTimeout(resolve, 100));
      active -= 1;
    });
    const task = createPeriodicTask({ run, nextDelay: () => 50, onError: () => {} });
    const origin = Date.now();

    task.start();
    await vi.advanceTimersByTimeAsync(400);
    expect(startedAt.map((at) => at - origin)).toEqual([0, 150, 300]);
    expect(mostActive).toBe(1);
    await task.stop();
  });

  it('passes a failed run to onError and carries on, with no result for nextDelay', async () => {
    vi.useFakeTimers();
    const failure = new Error('database unreachable');
    const run = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValue('done');
    const onError = vi.fn();
    const nextDelay = vi.fn(() => 100);
    const task = createPeriodicTask({ run, nextDelay, onError });

    task.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(nextDelay).toHaveBeenLastCalledWith(undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(nextDelay).toHaveBeenLastCalledWith('done');
    await task.stop();
  });

  it('starts once however often start() is called', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => {});
    const task = createPeriodicTask({ run, nextDelay: () => 1_000, onError: () => {} });

    task.start();
    task.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await task.stop();
  });

  it('stop() cancels the next run', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => {});
    const task = createPeriodicTask({ run, nextDelay: () => 1_000, onError: () => {} });

    task.start();
    await vi.advanceTimersByTimeAsync(0);
    await task.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stop() waits for the run in flight and schedules nothing after it', async () => {
    const gate = deferred<void>();
    const run = vi.fn(() => gate.promise);
    const nextDelay = vi.fn(() => 0);
    const task = createPeriodicTask({ run, nextDelay, onError: () => {} });

    task.start();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
    expect(nextDelay).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stop() resolves even when the run in flight fails', async () => {
    const gate = deferred<void>();
    const onError = vi.fn();
    const task = createPeriodicTask({ run: () => gate.promise, nextDelay: () => 0, onError });

    task.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stopping = task.stop();
    gate.reject(new Error('boom'));
    await expect(stopping).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('never keeps the process alive: its timers are unref’d', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const task = createPeriodicTask({ run: async () => {}, nextDelay: () => 60_000, onError: () => {} });
    // Other code (vitest's own waiting) may set timers too: pick ours out by their delays.
    const timerWithDelay = (delayMs: number) =>
      setTimeoutSpy.mock.results[setTimeoutSpy.mock.calls.findIndex((call) => call[1] === delayMs)]?.value;

    task.start();
    expect(timerWithDelay(0)?.hasRef()).toBe(false);
    await vi.waitFor(() => expect(timerWithDelay(60_000)).toBeDefined());
    expect(timerWithDelay(60_000)?.hasRef()).toBe(false);
    await task.stop();
  });
});
