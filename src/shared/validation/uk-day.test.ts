import { describe, expect, it } from 'vitest';
import { ukDayEnd, ukDayStart } from './uk-day';

describe('UK calendar days', () => {
  it('start at UTC midnight in winter and an hour earlier in summer', () => {
    expect(ukDayStart('2031-01-15').toISOString()).toBe('2031-01-15T00:00:00.000Z');
    expect(ukDayStart('2031-07-15').toISOString()).toBe('2031-07-14T23:00:00.000Z');
  });

  it('end where the next day starts, across the clock changes', () => {
    expect(ukDayEnd('2031-01-15').toISOString()).toBe('2031-01-16T00:00:00.000Z');
    expect(ukDayEnd('2031-07-15').toISOString()).toBe('2031-07-15T23:00:00.000Z');
    // British Summer Time starts on Sunday 30 March 2031: the day before ends at UTC midnight.
    expect(ukDayEnd('2031-03-29').toISOString()).toBe('2031-03-30T00:00:00.000Z');
    expect(ukDayEnd('2031-03-30').toISOString()).toBe('2031-03-30T23:00:00.000Z');
    expect(ukDayEnd('2031-12-31').toISOString()).toBe('2032-01-01T00:00:00.000Z');
  });
});
