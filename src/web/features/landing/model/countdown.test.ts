import { describe, expect, it } from 'vitest';
import { launchDateLabel, launchMoment } from '../content/platform-facts';
import { countdownParts, hasPassed, padUnit } from './countdown';

describe('countdownParts', () => {
  const target = Date.UTC(2025, 9, 1);

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000);
    expect(countdownParts(now, target)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds partial seconds down', () => {
    expect(countdownParts(target - 1_999, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows zeros at and after the target', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(target, target)).toEqual(zeros);
    expect(countdownParts(target + 86_400_000, target)).toEqual(zeros);
    expect(hasPassed(target, target)).toBe(true);
    expect(hasPassed(target - 1, target)).toBe(false);
  });

  it('pads units to two digits', () => {
    expect(padUnit(7)).toBe('07');
    expect(padUnit(42)).toBe('42');
  });
});

describe('launchMoment', () => {
  it('is midnight local time at the start of 1 October 2025', () => {
    const launch = launchMoment();
    expect([launch.getFullYear(), launch.getMonth(), launch.getDate()]).toEqual([2025, 9, 1]);
    expect([launch.getHours(), launch.getMinutes(), launch.getSeconds()]).toEqual([0, 0, 0]);
  });
});

describe('launchDateLabel', () => {
  it('writes the launch day as en-GB writes a long date', () => {
    expect(launchDateLabel()).toBe('1 October 2025');
    expect(launchDateLabel()).toBe(
      launchMoment().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    );
  });
});
