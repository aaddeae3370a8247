import { describe, expect, it } from 'vitest';
import { listenerRetryDelayMs } from './postgres-listener';

describe('listenerRetryDelayMs', () => {
  it('doubles from 1 s to a 30 s cap, jittered between half and all of it, and never stops', () => {
    const highest = (attempt: number) => listenerRetryDelayMs(attempt, () => 1);
    const lowest = (attempt: number) => listenerRetryDelayMs(attempt, () => 0);
    expect([0, 1, 2, 3, 4, 5, 6, 50, 10_000].map(highest)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect([0, 5, 10_000].map(lowest)).toEqual([500, 15_000, 15_000]);
    expect(listenerRetryDelayMs(3, () => 1, 2000)).toBe(2000);
  });
});
