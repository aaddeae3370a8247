import { describe, expect, it } from 'vitest';
import {
  byMatch,
  isHardMatch,
  type MatchCandidate,
  type MatchVacancy,
  matchWeights,
  scoreMatch,
  shortDayText,
  vacancySessions,
} from './match-score';

const candidate: MatchCandidate = {
  arrsRole: 'clinical-pharmacist',
  rolesOfInterest: [],
  workRadiusKm: 30,
  availableFrom: '2027-02-01',
  employmentTypes: ['permanent'],
  sessionsPerWeek: 8,
  registrationBodies: ['GPhC'],
  skills: ['Medication review', 'Asthma', 'Diabetes'],
  profileTier: 'active_seeker',
  completionPercentage: 100,
};
const vacancy: MatchVacancy = {
  role: 'clinical-pharmacist',
  matchRadiusKm: 25,
  startDate: '2027-03-01',
  employmentType: 'permanent',
  sessionsPerWeek: 8,
  hoursPerWeek: null,
  registrationBody: 'GPhC',
  skills: ['medication review', 'Asthma', 'Minor illness'],
};

const textOf = (
  factor: string,
  c = candidate,
  v = vacancy,
  km = 12,
  audience: 'candidate' | 'employer' = 'candidate',
) => scoreMatch(c, v, km, audience).reasons.find((reason) => reason.factor === factor)?.text;

describe('scoreMatch', () => {
  it('reads each factor the way the product writes it', () => {
    expect(textOf('role')).toBe('Clinical Pharmacist — your role');
    expect(textOf('role', candidate, vacancy, 12, 'employer')).toBe('Clinical Pharmacist — their role');
    expect(textOf('distance')).toBe('12 km; within both radii');
    expect(textOf('availability')).toBe('Available from 1 Feb, vacancy starts 1 Mar');
    expect(textOf('employment')).toBe('Permanent, as you prefer');
    expect(textOf('hours')).toBe('8 sessions a week; you want 8');
    expect(textOf('registration')).toBe('GPhC registration');
    expect(textOf('skills')).toBe('2 of 3 skills');
    expect(textOf('profile')).toBe('Actively looking; profile 100 % complete');
  });

  it.each<[string, Partial<MatchCandidate>, Partial<MatchVacancy>, number, string, boolean]>([
    [
      'a role of interest counts less than the role',
      { arrsRole: 'first-contact-physiotherapist', rolesOfInterest: ['clinical-pharmacist'] },
      {},
      12,
      'role',
      true,
    ],
    ['a later start misses', { availableFrom: '2027-05-01' }, {}, 12, 'availability', false],
    ['no availability given misses', { availableFrom: null }, {}, 12, 'availability', false],
    ['another employment type misses', { employmentTypes: ['locum'] }, {}, 12, 'employment', false],
    [
      'a sessional worker takes locum work',
      { employmentTypes: ['sessional'] },
      { employmentType: 'locum' },
      12,
      'employment',
      true,
    ],
    ['far fewer sessions than wanted misses', { sessionsPerWeek: 2 }, {}, 12, 'hours', false],
    ['a missing registration misses', { registrationBodies: [] }, {}, 12, 'registration', false],
    ['no skill in common misses', { skills: [] }, {}, 12, 'skills', false],
    ['a thin profile is no priority', { completionPercentage: 40 }, {}, 12, 'profile', false],
  ])('%s', (_name, own, asked, km, factor, met) => {
    const match = scoreMatch({ ...candidate, ...own }, { ...vacancy, ...asked }, km, 'candidate');
    expect(match.reasons.find((reason) => reason.factor === factor)?.met).toBe(met);
    if (!met) expect(match.score).toBeLessThan(scoreMatch(candidate, vacancy, km, 'candidate').score);
  });

  it('gives full marks for what the vacancy does not ask', () => {
    const open = { ...vacancy, registrationBody: null, skills: [] };
    const match = scoreMatch(candidate, open, 0, 'candidate');
    expect(match.reasons.map((reason) => reason.factor)).not.toContain('registration');
    expect(match.reasons.map((reason) => reason.factor)).not.toContain('skills');
    expect(match.score).toBe(100);
  });

  it('is nearer the better, inside both radii', () => {
    const near = scoreMatch(candidate, vacancy, 2, 'candidate').score;
    const far = scoreMatch(candidate, vacancy, 24, 'candidate').score;
    expect(near).toBeGreaterThan(far);
    expect(textOf('distance', candidate, vacancy, 26)).toBe('26 km; outside your radius or the vacancy’s');
  });

  it('keeps within 0 and 100 with weights that sum to 100', () => {
    expect(Object.values(matchWeights).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    const worst = scoreMatch(
      {
        ...candidate,
        arrsRole: null,
        availableFrom: '2030-01-01',
        employmentTypes: ['locum'],
        sessionsPerWeek: 1,
        registrationBodies: [],
        skills: [],
        profileTier: 'portfolio',
        completionPercentage: 0,
      },
      vacancy,
      500,
      'employer',
    );
    expect(worst.score).toBe(0);
  });

  it('puts priority profiles first, then the higher score', () => {
    const rows = [
      { id: 'a', match: { score: 90, reasons: [], priority: false } },
      { id: 'b', match: { score: 70, reasons: [], priority: true } },
      { id: 'c', match: { score: 80, reasons: [], priority: true } },
    ];
    expect(rows.sort(byMatch).map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('isHardMatch', () => {
  it('needs the role and both radii', () => {
    expect(isHardMatch(candidate, vacancy, 20)).toBe(true);
    expect(isHardMatch(candidate, vacancy, 26)).toBe(false);
    expect(isHardMatch({ ...candidate, workRadiusKm: 10 }, vacancy, 12)).toBe(false);
    expect(isHardMatch({ ...candidate, arrsRole: 'first-contact-physiotherapist' }, vacancy, 5)).toBe(false);
  });
});

describe('hours and days', () => {
  it('turns hours into sessions and dates into short text', () => {
    expect(vacancySessions({ sessionsPerWeek: null, hoursPerWeek: 37.5 })).toBe(9);
    expect(vacancySessions({ sessionsPerWeek: 4, hoursPerWeek: null })).toBe(4);
    expect(shortDayText('2027-02-01')).toBe('1 Feb');
  });
});
