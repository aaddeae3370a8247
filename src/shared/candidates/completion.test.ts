import { describe, expect, it } from 'vitest';
import {
  type CompletionInput,
  completionWeights,
  hasValidLocation,
  isFindableByEmployers,
  listTier,
  locationRequired,
  profileCompletion,
  strengthLabel,
} from './completion';

const empty: CompletionInput = {
  profileImageUrl: null,
  profileVideoUrl: null,
  strapline: null,
  arrsRole: null,
  rolesOfInterest: [],
  experienceBand: null,
  availableFrom: null,
  workRadiusKm: null,
  homePostcode: null,
  employmentTypes: [],
  contactEmail: null,
  mobilePhone: null,
  skills: [],
  workExperience: [],
  qualifications: [],
};

const total = Object.values(completionWeights).reduce((sum, weight) => sum + weight, 0);
const items = (count: number, description = 'short') =>
  Array.from({ length: count }, () => ({ description }));
/** Points earned in one section for `input`. */
const earned = (input: Partial<CompletionInput>, section: string) =>
  profileCompletion({ ...empty, ...input }).sections.find((score) => score.section === section)?.earned;

describe('profile completion (weights and checks)', () => {
  it('weighs the thirteen sections as the product page says, 121 in all', () => {
    expect(total).toBe(121);
    expect(profileCompletion(empty).percentage).toBe(0);
    expect(profileCompletion(empty).label).toBe('Building Up');
  });

  it.each([
    ['profilePhoto', { profileImageUrl: 'file:1' }, 10],
    ['profileVideo', { profileVideoUrl: 'file:2' }, 10],
    ['strapline', { strapline: 'x'.repeat(10) }, 0],
    ['strapline', { strapline: 'x'.repeat(11) }, 8],
    ['strapline', { strapline: `  ${'x'.repeat(10)}  ` }, 0],
    ['arrsRole', { arrsRole: 'clinical-pharmacist' }, 8],
    ['arrsRole', { rolesOfInterest: ['paramedic'] }, 8],
    ['arrsRole', { arrsRole: '' }, 0],
    ['experienceBand', { experienceBand: '3-5' }, 8],
    ['availableFrom', { availableFrom: '2026-12-01' }, 7],
    ['workRadius', { workRadiusKm: 0 }, 0],
    ['workRadius', { workRadiusKm: 1 }, 15],
    ['location', { homePostcode: 'LS1 4AP' }, 15],
    ['location', { homePostcode: locationRequired }, 0],
    ['location', { homePostcode: 'LS1' }, 0],
    ['employmentPreferences', { employmentTypes: ['locum'] }, 7],
    ['contactDetails', { contactEmail: 'a@example.org' }, 0],
    ['contactDetails', { mobilePhone: '07700 900123' }, 0],
    ['contactDetails', { contactEmail: 'a@example.org', mobilePhone: '07700 900123' }, 8],
  ] as const)('%s: %j earns %d', (section, input, points) => {
    expect(earned(input, section)).toBe(points);
  });

  it.each([
    [0, 'none', 0],
    [1, 'basic', 0.4],
    [2, 'basic', 0.4],
    [3, 'good', 0.7],
    [4, 'good', 0.7],
    [5, 'excellent', 1],
    [9, 'excellent', 1],
  ] as const)('a list of %d items is %s (×%d)', (count, tier, multiplier) => {
    expect(listTier(count)).toBe(tier);
    expect(earned({ skills: items(count) }, 'skills')).toBeCloseTo(8 * multiplier);
    expect(earned({ qualifications: items(count) }, 'qualifications')).toBeCloseTo(9 * multiplier);
    expect(earned({ workExperience: items(count) }, 'workExperience')).toBeCloseTo(8 * multiplier);
  });

  it('adds 25% when one item has a detailed description, capped at the full weight', () => {
    const detailed = (section: 'skills' | 'workExperience' | 'qualifications', length: number) =>
      earned({ [section]: [{ description: 'x'.repeat(length) }, { description: 'short' }] }, section);
    // Thresholds: skill longer than 20, job longer than 50, qualification longer than 30.
    expect(detailed('skills', 20)).toBeCloseTo(8 * 0.4);
    expect(detailed('skills', 21)).toBeCloseTo(8 * 0.5);
    expect(detailed('workExperience', 50)).toBeCloseTo(8 * 0.4);
    expect(detailed('workExperience', 51)).toBeCloseTo(8 * 0.5);
    expect(detailed('qualifications', 30)).toBeCloseTo(9 * 0.4);
    expect(detailed('qualifications', 31)).toBeCloseTo(9 * 0.5);
    expect(earned({ skills: [...items(2), { description: 'x'.repeat(30) }] }, 'skills')).toBeCloseTo(
      8 * 0.875,
    );
    expect(earned({ skills: [...items(4), { description: 'x'.repeat(30) }] }, 'skills')).toBe(8);
  });

  it('rounds the percentage of the weight earned', () => {
    // 10 of 121 = 8.26%.
    expect(profileCompletion({ ...empty, profileImageUrl: 'x' }).percentage).toBe(8);
    // 15 + 15 of 121 = 24.79%.
    expect(profileCompletion({ ...empty, workRadiusKm: 10, homePostcode: 'M1 1AE' }).percentage).toBe(25);
    const full: CompletionInput = {
      profileImageUrl: 'x',
      profileVideoUrl: 'x',
      strapline: 'Clinical pharmacist with care-home experience',
      arrsRole: 'clinical-pharmacist',
      rolesOfInterest: [],
      experienceBand: '5-10',
      availableFrom: '2026-12-01',
      workRadiusKm: 20,
      homePostcode: 'LS6 2AA',
      employmentTypes: ['permanent'],
      contactEmail: 'a@example.org',
      mobilePhone: '07700 900123',
      skills: items(5),
      workExperience: items(5),
      qualifications: items(5),
    };
    expect(profileCompletion(full).percentage).toBe(100);
    expect(profileCompletion(full).nextSteps).toEqual([]);
  });

  it('lists the next most valuable missing items first', () => {
    const steps = profileCompletion({ ...empty, workRadiusKm: 5, skills: items(1) }).nextSteps;
    expect(steps.slice(0, 3).map((step) => step.section)).toEqual([
      'location',
      'profilePhoto',
      'profileVideo',
    ]);
    expect(steps.find((step) => step.section === 'skills')?.pointsToGain).toBeCloseTo(4.8);
    expect(steps.some((step) => step.section === 'workRadius')).toBe(false);
  });
});

describe('strength label', () => {
  it.each([
    [['excellent', 'excellent', 'none'], 0, 'Top 10%'],
    [['excellent', 'none', 'none'], 0, 'Top 25%'],
    [['good', 'good', 'none'], 0, 'Top 25%'],
    [['good', 'basic', 'none'], 0, 'Above Average'],
    [['basic', 'basic', 'basic'], 60, 'Above Average'],
    [['basic', 'basic', 'basic'], 59, 'Getting There'],
    [['none', 'none', 'none'], 40, 'Getting There'],
    [['none', 'none', 'none'], 39, 'Building Up'],
  ] as const)('%j at %d%% is %s', (tiers, percentage, label) => {
    expect(strengthLabel(tiers, percentage)).toBe(label);
  });
});

describe('location and findability', () => {
  it.each([
    ['LS1 4AP', true],
    ['ls14ap', true],
    ['M1 1AE', true],
    ['EC1A 1BB', true],
    ['W1A 0AX', true],
    ['B33 8TH', true],
    ['LS1', false],
    ['1234 5AB', false],
    ['LS1 4A', false],
    [locationRequired, false],
    ['', false],
    [null, false],
  ] as const)('%s is a valid location: %s', (postcode, valid) => {
    expect(hasValidLocation(postcode)).toBe(valid);
  });

  it('needs both a radius and a valid location to be found by employers', () => {
    expect(isFindableByEmployers({ workRadiusKm: 10, homePostcode: 'LS1 4AP' })).toBe(true);
    expect(isFindableByEmployers({ workRadiusKm: 0, homePostcode: 'LS1 4AP' })).toBe(false);
    expect(isFindableByEmployers({ workRadiusKm: 10, homePostcode: locationRequired })).toBe(false);
  });
});
