import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimers } from './tour-timers';
import { waitForElement } from './wait-for-element';

const spec = { intervalMs: 400, maxAttempts: 40, timeoutMs: 12_000, timers: browserTimers };

describe('waitForElement (element detection)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds an element that is already there without waiting', async () => {
    const find = vi.fn(() => 'element');
    await expect(waitForElement(find, spec)).resolves.toBe('element');
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('looks every 400 ms until the element appears', async () => {
    let present = false;
    const find = vi.fn(() => (present ? 'element' : null));
    const result = waitForElement(find, spec);
    await vi.advanceTimersByTimeAsync(1200);
    expect(find).toHaveBeenCalledTimes(4); // at 0, 400, 800, 1200 ms
    present = true;
    await vi.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toBe('element');
    expect(find).toHaveBeenCalledTimes(5);
  });

  it('gives up after 12 s (the timeout comes before the 40th look)', async () => {
    const find = vi.fn(() => null);
    let outcome: string | null | undefined;
    void waitForElement(find, spec).then((value) => {
      outcome = value;
    });
    await vi.advanceTimersByTimeAsync(11_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeNull();
    expect(find).toHaveBeenCalledTimes(31); // 0, 400, …, 12 000 ms
    await vi.advanceTimersByTimeAsync(10_000);
    expect(find).toHaveBeenCalledTimes(31);
  });

  it('stops after 40 looks when that comes first', async () => {
    const find = vi.fn(() => null);
    const result = waitForElement(find, { ...spec, timeoutMs: 60_000 });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toBeNull();
    expect(find).toHaveBeenCalledTimes(40);
  });

  it('stops at once when aborted', async () => {
    const find = vi.fn(() => null);
    const abort = new AbortController();
    const result = waitForElement(find, { ...spec, signal: abort.signal });
    await vi.advanceTimersByTimeAsync(800);
    abort.abort();
    await expect(result).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(find).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
