import { describe, expect, it } from 'vitest';
import { ukDate } from '../validation/uk-day';
import { jobRequirementLines, longDayText, ukDayOf } from './job-display';
import { groupThousands, vacancyHoursText, vacancyPayText } from './vacancy-facts';

describe('job display', () => {
  it('groups thousands as en-GB does', () => {
    for (const value of [0, 7, 999, 1000, 42_000, 250_000, 1_234_567, 12.5])
      expect(groupThousands(value)).toBe(value.toLocaleString('en-GB'));
  });

  it('says the pay as a band, one amount a year, or a day rate', () => {
    expect(vacancyPayText({ basis: 'annual_salary', minPounds: 42_000, maxPounds: 48_000 })).toBe(
      '£42,000 to £48,000 a year',
    );
    expect(vacancyPayText({ basis: 'annual_salary', minPounds: 42_000, maxPounds: 42_000 })).toBe(
      '£42,000 a year',
    );
    expect(vacancyPayText({ basis: 'day_rate', minPounds: 450, maxPounds: null })).toBe('£450 a day');
  });

  it('says sessions and hours, whichever were given', () => {
    expect(vacancyHoursText({ sessionsPerWeek: 8, hoursPerWeek: null })).toBe('8 sessions a week');
    expect(vacancyHoursText({ sessionsPerWeek: 1, hoursPerWeek: 37.5 })).toBe('1 session, 37.5 hours a week');
  });

  it('lists what the job asks for', () => {
    expect(
      jobRequirementLines({ registrationBody: 'GPhC', experienceBand: '3_5', skills: ['A', 'B'] }),
    ).toEqual([
      { label: 'Registration', text: 'Registration with the GPhC' },
      { label: 'Experience', text: '3–5 years' },
      { label: 'Skills', text: 'A, B' },
    ]);
    expect(jobRequirementLines({ registrationBody: null, experienceBand: null, skills: [] })).toEqual([]);
  });

  it('writes a calendar day out in full', () => {
    expect(longDayText('2027-01-04')).toBe('4 January 2027');
    expect(longDayText('2026-12-25')).toBe('25 December 2026');
    expect(longDayText('soon')).toBe('soon');
  });

  it('finds the UK calendar day of an instant as Intl does, around both clock changes', () => {
    const instants = [
      '2026-03-28T23:59:59Z',
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-06-30T23:00:00Z',
      '2026-06-30T22:59:59Z',
      '2026-10-24T23:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
      '2026-10-25T23:30:00Z',
      '2027-01-01T00:00:00Z',
      '2027-03-28T00:30:00Z',
      '2027-03-28T23:30:00Z',
    ];
    for (const instant of instants) expect(ukDayOf(instant), instant).toBe(ukDate(new Date(instant)));
    for (let hour = 0; hour < 24 * 800; hour += 7) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000).toISOString();
      expect(ukDayOf(at), at).toBe(ukDate(new Date(at)));
    }
  });
});
