import { describe, expect, it } from 'vitest';
import { penceToPoundsInput, poundsToPence } from './pounds-input';

describe('poundsToPence', () => {
  it.each([
    ['45000', 4_500_000],
    ['45,000', 4_500_000],
    ['£45,000', 4_500_000],
    ['£ 45 000', 4_500_000],
    ['1,234,567.8', 123_456_780],
    ['350.5', 35_050],
    ['0.29', 29],
    ['  12.05 ', 1205],
  ])('%s is %i pence', (text, pence) => {
    expect(poundsToPence(text)).toBe(pence);
  });

  it.each(['', '   ', '£', 'abc', '-5', '1.234', '12,34', '4,5000', '1e5', '12.', '.5'])(
    '%j is not an amount',
    (text) => {
      expect(poundsToPence(text)).toBeUndefined();
    },
  );
});

describe('penceToPoundsInput', () => {
  it('writes whole pounds without decimals and pence with two', () => {
    expect(penceToPoundsInput(4_500_000)).toBe('45000');
    expect(penceToPoundsInput(35_050)).toBe('350.50');
    expect(penceToPoundsInput(7)).toBe('0.07');
  });

  it('round-trips with poundsToPence', () => {
    for (const pence of [0, 1, 99, 100, 12_345, 100_000_000]) {
      expect(poundsToPence(penceToPoundsInput(pence))).toBe(pence);
    }
  });
});
