import { describe, expect, it } from 'vitest';
import { listenerRetryDelayMs } from './postgres-listener';

describe('listenerRetryDelayMs', () => {
  it('doubles from 1 s to a 5 s cap, jittered between half and all of it, and never stops', () => {
    const highest = (attempt: number) => listenerRetryDelayMs(attempt, () => 1);
    const lowest = (attempt: number) => listenerRetryDelayMs(attempt, () => 0);
    expect([0, 1, 2, 3, 4, 50, 10_000].map(highest)).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    expect([0, 5, 10_000].map(lowest)).toEqual([500, 2500, 2500]);
    expect(listenerRetryDelayMs(3, () => 1, 2000)).toBe(2000);
  });
});
