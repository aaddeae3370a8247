import { describe, expect, it } from 'vitest';
import type { PublicJob } from '../../../shared/marketplace/vacancy.public.schemas';
import { endOfUkDay, jobPosting, jobPostingEmploymentType } from './job-posting';

const job: PublicJob = {
  id: '0b6f7c2e-9d5a-4c11-8f3e-2a1b3c4d5e6f',
  slug: 'locum-gp-ls6',
  role: 'newly-qualified-gp',
  roleName: 'Newly Qualified GP',
  title: 'Locum GP',
  employmentType: 'locum',
  sessionsPerWeek: 2,
  hoursPerWeek: null,
  pay: { basis: 'day_rate', minPounds: 650, maxPounds: null },
  postcodeDistrict: 'LS6',
  workArrangement: 'on_site',
  startDate: '2026-07-01',
  closingDate: '2026-07-04',
  description: 'Two sessions a week.',
  registrationBody: null,
  skills: [],
  experienceBand: 'under_1',
  organisationName: 'Aire Valley PCN',
  publishedAt: '2026-06-01T09:00:00.000Z',
  distanceKm: null,
  earlyAccessNote: null,
};

describe('JobPosting', () => {
  it('ends the closing day at midnight UK time, in winter and in summer', () => {
    expect(endOfUkDay('2027-01-10')).toBe('2027-01-10T23:59:59+00:00');
    expect(endOfUkDay('2026-07-04')).toBe('2026-07-04T23:59:59+01:00');
    // The clocks go back at 01:00 UTC the next morning: the closing day ends in summer time.
    expect(endOfUkDay('2026-10-24')).toBe('2026-10-24T23:59:59+01:00');
    expect(endOfUkDay('2026-10-25')).toBe('2026-10-25T23:59:59+00:00');
    expect(endOfUkDay('2026-03-29')).toBe('2026-03-29T23:59:59+01:00');
  });

  it('maps employment types: permanent by its hours, fixed term as temporary too, a locum as a contractor', () => {
    const of = (
      employmentType: PublicJob['employmentType'],
      hoursPerWeek: number | null,
      sessionsPerWeek: number | null,
    ) => jobPostingEmploymentType({ employmentType, hoursPerWeek, sessionsPerWeek });
    expect(of('permanent', 37.5, null)).toEqual(['FULL_TIME']);
    expect(of('permanent', null, 9)).toEqual(['FULL_TIME']);
    expect(of('permanent', 30, 8)).toEqual(['PART_TIME']);
    expect(of('fixed_term', 40, null)).toEqual(['TEMPORARY', 'FULL_TIME']);
    expect(of('fixed_term', null, 4)).toEqual(['TEMPORARY', 'PART_TIME']);
    expect(of('locum', 40, null)).toEqual(['CONTRACTOR']);
  });

  it('gives a day rate as one amount a day, on site, with no months of experience for the first band', () => {
    const posting = jobPosting(job, { url: 'https://x.example/j', identifierName: 'ARRS Place' });
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 650, unitText: 'DAY' },
    });
    expect(posting.employmentType).toEqual(['CONTRACTOR']);
    expect(posting.validThrough).toBe('2026-07-04T23:59:59+01:00');
    expect(posting.description).toBe(
      '<p>Two sessions a week.</p><p>Requirements:</p><ul><li>Experience: Less than 1 year</li></ul>',
    );
    for (const absent of [
      'jobLocationType',
      'applicantLocationRequirements',
      'workHours',
      'skills',
      'experienceRequirements',
    ])
      expect(posting).not.toHaveProperty(absent);
  });
});
