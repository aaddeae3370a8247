import { describe, expect, it } from 'vitest';
import type { MatchedVacancy } from '../../../../shared/marketplace/candidate-matches.schemas';
import { distanceText, matchFacts } from './match-display';

const match: MatchedVacancy = {
  vacancyId: 'v1',
  title: 'Prescribing pharmacist',
  roleName: 'Clinical Pharmacist',
  organisationName: 'Aire Valley PCN',
  postcodeDistrict: 'LS6',
  workArrangement: 'hybrid',
  employmentType: 'permanent',
  pay: { basis: 'annual_salary', minPounds: 42_000, maxPounds: 48_000 },
  sessionsPerWeek: 8,
  hoursPerWeek: null,
  startDate: '2027-02-01',
  closingDate: '2027-01-10',
  jobPath: '/arrsplace/jobs/prescribing-pharmacist-v1',
  distanceKm: 3.4,
  score: 91,
  reasons: [],
  application: null,
  earlyAccess: null,
};

describe('a matched vacancy in words', () => {
  it('gives the pay, hours, place with distance and the dates as the board does', () => {
    expect(matchFacts(match)).toEqual([
      ['Pay', '£42,000 to £48,000 a year'],
      ['Employment type', 'Permanent'],
      ['Time', '8 sessions a week'],
      ['Where', 'LS6, hybrid possible · 3 km away'],
      ['Start date', '1 February 2027'],
      ['Closing date', '10 January 2027'],
    ]);
    expect(distanceText(0.4)).toBe('under 1 km away');
  });
});
