import { describe, expect, it } from 'vitest';
import { addDays, ukDate, ukDayEnd, ukDayStart, ukLongDate } from './uk-day';

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

  it("give today's UK date, which is tomorrow in London late on a summer evening UTC", () => {
    expect(ukDate(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });

  it('count calendar days forwards and backwards across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2031-03-29', 1)).toBe('2031-03-30');
  });

  it('write a UK day as people do, on the London calendar', () => {
    expect(ukLongDate(new Date('2026-12-09T12:00:00Z'))).toBe('9 December 2026');
    expect(ukLongDate(new Date('2026-07-01T23:30:00Z'))).toBe('2 July 2026');
  });

  it('write a calendar date as that day and a time stamp as its UK day, and leave other text alone', () => {
    expect(ukLongDate('2026-04-01')).toBe('1 April 2026');
    // 23:30 UTC on 31 March is already 1 April in London (BST).
    expect(ukLongDate('2026-03-31T23:30:00.000Z')).toBe('1 April 2026');
    expect(ukLongDate('soon')).toBe('soon');
  });
});
