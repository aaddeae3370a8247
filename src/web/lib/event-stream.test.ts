import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './event-stream';

describe('reconnectDelayMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads clients with jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(800);
    expect(reconnectDelayMs(0, () => 1)).toBe(1200);
  });
});
