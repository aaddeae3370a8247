import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTourQueue, type TourRun } from './tour-queue';
import { browserTimers } from './tour-timers';

/** A run the test controls: start it, fail it, end it. */
function controllableRun() {
  let start: (ok: boolean) => void = () => undefined;
  let end: () => void = () => undefined;
  const run: TourRun & { cancelled: boolean } = {
    started: new Promise<boolean>((resolve) => {
      start = resolve;
    }),
    finished: new Promise<void>((resolve) => {
      end = resolve;
    }),
    cancelled: false,
    cancel() {
      run.cancelled = true;
      end();
    },
  };
  return { run, start: (ok = true) => start(ok), end: () => end() };
}

function setup() {
  const runs = new Map<string, ReturnType<typeof controllableRun>>();
  const order: string[] = [];
  const queue = createTourQueue<null>({
    run: (name) => {
      order.push(name);
      const controls = controllableRun();
      runs.set(name, controls);
      return controls.run;
    },
    completionTimeoutMs: 30_000,
    timers: browserTimers,
  });
  const controlsOf = (name: string) => {
    const controls = runs.get(name);
    if (!controls) throw new Error(`${name} has not run`);
    return controls;
  };
  return { queue, order, controlsOf };
}

describe('tour queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one tour at a time; the next starts when the first ends', async () => {
    const { queue, order, controlsOf } = setup();
    const first = queue.enqueue('a', 2, null);
    const second = queue.enqueue('b', 2, null);
    expect(order).toEqual(['a']);
    controlsOf('a').start();
    await expect(first).resolves.toBe(true);
    expect(queue.runningTour()).toBe('a');
    expect(queue.queuedTours()).toEqual(['b']);
    controlsOf('a').end();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['a', 'b']);
    controlsOf('b').start();
    await expect(second).resolves.toBe(true);
  });

  it('runs a lower priority number first, and equal priorities in the order queued', async () => {
    const { queue, order, controlsOf } = setup();
    void queue.enqueue('busy', 3, null);
    void queue.enqueue('default_1', 3, null);
    void queue.enqueue('community', 2, null);
    void queue.enqueue('default_2', 3, null);
    void queue.enqueue('main', 1, null);
    void queue.enqueue('documents', 2, null);
    expect(queue.queuedTours()).toEqual(['main', 'community', 'documents', 'default_1', 'default_2']);
    for (const name of ['busy', 'main', 'community', 'documents', 'default_1']) {
      controlsOf(name).start();
      controlsOf(name).end();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(order).toEqual(['busy', 'main', 'community', 'documents', 'default_1', 'default_2']);
  });

  it('ignores a tour already running or queued: the caller gets the outcome of the one there', async () => {
    const { queue, order, controlsOf } = setup();
    const running = queue.enqueue('a', 2, null);
    const queued = queue.enqueue('b', 2, null);
    expect(queue.enqueue('a', 1, null)).toBe(running);
    expect(queue.enqueue('b', 1, null)).toBe(queued);
    expect(queue.queuedTours()).toEqual(['b']);
    controlsOf('a').start();
    await expect(queue.enqueue('a', 2, null)).resolves.toBe(true);
    expect(order).toEqual(['a']);
  });

  it('moves on when a tour cannot start', async () => {
    const { queue, order, controlsOf } = setup();
    const failing = queue.enqueue('a', 2, null);
    void queue.enqueue('b', 2, null);
    controlsOf('a').start(false);
    await expect(failing).resolves.toBe(false);
    expect(order).toEqual(['a', 'b']);
  });

  it('stops waiting for a running tour after 30 s', async () => {
    const { queue, order, controlsOf } = setup();
    void queue.enqueue('a', 2, null);
    controlsOf('a').start();
    void queue.enqueue('b', 3, null);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(order).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['a', 'b']);
    expect(queue.runningTour()).toBe('b');
    // The late end of the first tour does not release the second.
    controlsOf('a').end();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.runningTour()).toBe('b');
  });

  it('clears: queued tours resolve false and the running one is cancelled', async () => {
    const { queue, controlsOf } = setup();
    const running = queue.enqueue('a', 2, null);
    const queued = queue.enqueue('b', 2, null);
    queue.clear();
    await expect(running).resolves.toBe(false);
    await expect(queued).resolves.toBe(false);
    expect(controlsOf('a').run.cancelled).toBe(true);
    expect(queue.runningTour()).toBeNull();
    expect(queue.queuedTours()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
