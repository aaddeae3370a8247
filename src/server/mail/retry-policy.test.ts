import { describe, expect, it } from 'vitest';
import { decideRetry, defaultRetryPolicy, retryDelayMs } from './retry-policy';

const noJitter = () => 0;

describe('retry policy', () => {
  it('doubles from 30 seconds and stops at one hour', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 12].map((attempts) =>
      retryDelayMs(attempts, defaultRetryPolicy, noJitter),
    );
    expect(delays).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('adds at most 10% jitter, never less than the schedule', () => {
    expect(retryDelayMs(1, defaultRetryPolicy, () => 0.999_999)).toBe(33_000);
    expect(retryDelayMs(3, defaultRetryPolicy, () => 0.5)).toBe(126_000);
  });

  it('gives up after the last attempt, or at once when the failure is permanent', () => {
    expect(decideRetry({ attempts: 11, permanent: false }, defaultRetryPolicy, noJitter)).toEqual({
      kind: 'retry',
      delayMs: 3_600_000,
    });
    expect(decideRetry({ attempts: 12, permanent: false }, defaultRetryPolicy)).toEqual({ kind: 'dead' });
    expect(decideRetry({ attempts: 1, permanent: true }, defaultRetryPolicy)).toEqual({ kind: 'dead' });
  });
});
