import { describe, expect, it } from 'vitest';
import { counterSteps, counterValue, nextRotationIndex } from './motion';

describe('nextRotationIndex', () => {
  it('moves to the next phrase and wraps after the last', () => {
    expect(nextRotationIndex(0, 4)).toBe(1);
    expect(nextRotationIndex(3, 4)).toBe(0);
    expect(nextRotationIndex(0, 0)).toBe(0);
  });
});

describe('counterValue (2 s in 125 steps of 16 ms)', () => {
  it('has 125 steps', () => {
    expect(counterSteps).toBe(125);
  });

  it('climbs from 0 to the target and never passes it', () => {
    expect(counterValue(98, 0)).toBe(0);
    expect(counterValue(100, 62)).toBe(50);
    expect(counterValue(25, 124)).toBe(25);
    expect(counterValue(98, 125)).toBe(98);
    expect(counterValue(98, 500)).toBe(98);
    const values = Array.from({ length: 126 }, (_, step) => counterValue(15, step));
    expect(values.every((value, index) => index === 0 || value >= (values[index - 1] ?? 0))).toBe(true);
  });
});
