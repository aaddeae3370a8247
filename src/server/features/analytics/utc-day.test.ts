import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcDay } from './utc-day';

describe('utcDay', () => {
  it('is the UTC day on both sides of midnight, going forwards and back', () => {
    expect(utcDay(new Date('2026-12-01T23:59:59.999Z'))).toBe('2026-12-01');
    expect(utcDay(new Date('2026-12-02T00:00:00.000Z'))).toBe('2026-12-02');
    expect(utcDay(new Date('2026-12-01T12:00:00.000Z'))).toBe('2026-12-01');
    expect(utcDay(new Date('1969-12-31T23:00:00.000Z'))).toBe('1969-12-31');
  });

  it('agrees with toISOString for any instant, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.date({ noInvalidDate: true }), { minLength: 1, maxLength: 20 }), (dates) => {
        for (const at of dates) expect(utcDay(at)).toBe(at.toISOString().slice(0, 10));
      }),
    );
  });
});
