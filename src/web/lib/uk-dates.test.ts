import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatDayMonth } from './uk-dates';

describe('UK dates', () => {
  it('formats UK times', () => {
    expect(formatDateTime('2026-01-15T09:05:00.000Z')).toBe('15 Jan 2026, 09:05');
  });

  it('writes a calendar date as that day wherever the reader is', () => {
    expect(formatDay('2027-01-04')).toBe('4 Jan 2027');
    expect(formatDay('nonsense')).toBe('nonsense');
  });

  it('writes an instant in UK time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T22:40:00Z')).toBe('1 Jul 2026, 23:40');
    expect(formatDateTime('2026-11-25T22:40:00Z')).toBe('25 Nov 2026, 22:40');
    expect(formatDay('2026-07-01T23:30:00Z')).toBe('2 Jul 2026');
    expect(formatDateTime('later')).toBe('later');
  });

  it('keeps a calendar day on its day in summer too, and shortens it for a chart axis', () => {
    expect(formatDay('2026-06-30')).toBe('30 Jun 2026');
    expect(formatDayMonth('2026-06-30')).toBe('30 Jun');
    expect(formatDayMonth('2026-11-05')).toBe('5 Nov');
  });
});
