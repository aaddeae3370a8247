import { describe, expect, it } from 'vitest';
import { locumTermsFields, locumTermsSchema, payTermsIssues, readLocumTerms } from './locum-terms.schemas';
import { type FeeInput, feeBasisText, locumTermsText, successFee } from './success-fee';

const terms = (daysPerWeek: number, lengthWeeks: number | null, expectedDays: number | null = null) => ({
  daysPerWeek,
  lengthWeeks,
  expectedDays,
});

describe('successFee', () => {
  const cases: { name: string; input: FeeInput; feePence: number; days: number | null; basis: string }[] = [
    {
      name: 'permanent: 9 % of the salary',
      input: { employmentType: 'permanent', payBasis: 'annual_salary', payAmountPence: 4_500_000 },
      feePence: 405_000,
      days: null,
      basis: '9 % of £45,000 a year = £4,050',
    },
    {
      name: 'locum on a salary: 14 % of it',
      input: { employmentType: 'locum', payBasis: 'annual_salary', payAmountPence: 5_000_000 },
      feePence: 700_000,
      days: null,
      basis: '14 % of £50,000 a year = £7,000',
    },
    {
      name: 'locum with weeks: days a week × weeks',
      input: {
        employmentType: 'locum',
        payBasis: 'day_rate',
        payAmountPence: 45_000,
        locumTerms: terms(3, 26),
      },
      feePence: 491_400,
      days: 78,
      basis: '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914',
    },
    {
      name: 'locum with expected days given directly',
      input: {
        employmentType: 'locum',
        payBasis: 'day_rate',
        payAmountPence: 45_000,
        locumTerms: terms(3, null, 60),
      },
      feePence: 378_000,
      days: 60,
      basis: '14 % of £450 a day × 60 days = £3,780',
    },
    {
      name: 'half days: 2.5 days a week for 3 weeks is 7.5 days',
      input: {
        employmentType: 'locum',
        payBasis: 'day_rate',
        payAmountPence: 40_000,
        locumTerms: terms(2.5, 3),
      },
      feePence: 42_000,
      days: 7.5,
      basis: '14 % of £400 a day × 2.5 days a week × 3 weeks (7.5 days) = £420',
    },
    {
      name: 'one day a week for one week, in the singular',
      input: {
        employmentType: 'locum',
        payBasis: 'day_rate',
        payAmountPence: 45_000,
        locumTerms: terms(1, 1),
      },
      feePence: 6_300,
      days: 1,
      basis: '14 % of £450 a day × 1 day a week × 1 week (1 day) = £63',
    },
    {
      name: 'rounding half a penny up: 14 % of £3.25 is 45.5p',
      input: {
        employmentType: 'locum',
        payBasis: 'day_rate',
        payAmountPence: 325,
        locumTerms: terms(1, null, 1),
      },
      feePence: 46,
      days: 1,
      basis: '14 % of £3.25 a day × 1 day = £0.46',
    },
    {
      name: 'rounding down below half: 9 % of £1,000.05 is 9,000.45p',
      input: { employmentType: 'permanent', payBasis: 'annual_salary', payAmountPence: 100_005 },
      feePence: 9_000,
      days: null,
      basis: '9 % of £1,000.05 a year = £90',
    },
    {
      name: 'a day rate recorded without terms: one day’s rate, said so',
      input: { employmentType: 'locum', payBasis: 'day_rate', payAmountPence: 45_000, locumTerms: null },
      feePence: 6_300,
      days: 1,
      basis: '14 % of £450 a day (one day’s rate — terms not recorded) = £63',
    },
    {
      name: 'the largest terms stay exact: £1,000,000 a day × 7 days × 104 weeks',
      input: {
        employmentType: 'locum',
        payBasis: 'day_rate',
        payAmountPence: 100_000_000,
        locumTerms: terms(7, 104),
      },
      feePence: 10_192_000_000,
      days: 728,
      basis: '14 % of £1,000,000 a day × 7 days a week × 104 weeks (728 days) = £101,920,000',
    },
  ];
  it.each(cases)('$name', ({ input, feePence, days, basis }) => {
    expect(successFee(input)).toEqual({
      rate: input.employmentType === 'locum' ? 0.14 : 0.09,
      feePence,
      days,
    });
    expect(feeBasisText(input)).toBe(basis);
  });

  it('describes the terms on their own', () => {
    expect(locumTermsText(terms(3, 26))).toBe('3 days a week for 26 weeks');
    expect(locumTermsText(terms(2.5, null, 60))).toBe('2.5 days a week, 60 days in all');
  });
});

describe('locum terms', () => {
  const check = (input: unknown) => {
    const parsed = locumTermsSchema.safeParse(input);
    return parsed.success ? 'ok' : parsed.error.issues.map((issue) => issue.message);
  };
  it('takes days a week in half days from 0.5 to 7, and exactly one of weeks (whole) and expected days', () => {
    expect(check({ daysPerWeek: 3, lengthWeeks: 26 })).toBe('ok');
    expect(check({ daysPerWeek: 0.5, expectedDays: 10.5 })).toBe('ok');
    expect(check({ daysPerWeek: 7, lengthWeeks: 104, expectedDays: null })).toBe('ok');
    expect(check({ daysPerWeek: 0, lengthWeeks: 4 })).toEqual([
      'Please enter the days a week: a number from 0.5 to 7, in half days',
    ]);
    expect(check({ daysPerWeek: 8, lengthWeeks: 4 })).toHaveLength(1);
    expect(check({ daysPerWeek: 2.3, lengthWeeks: 4 })).toHaveLength(1);
    expect(check({ lengthWeeks: 4 })).toHaveLength(1);
    expect(check({ daysPerWeek: 3 })).toEqual([
      'Please enter the length in weeks or the expected number of days',
    ]);
    expect(check({ daysPerWeek: 3, lengthWeeks: 4, expectedDays: 12 })).toEqual([
      'Please enter either the length in weeks or the expected number of days, not both',
    ]);
    expect(check({ daysPerWeek: 3, lengthWeeks: 2.5 })).toEqual([
      'Please enter the length in whole weeks, from 1 to 104',
    ]);
    expect(check({ daysPerWeek: 3, lengthWeeks: 105 })).toHaveLength(1);
    expect(check({ daysPerWeek: 3, expectedDays: 501 })).toEqual([
      'Please enter the expected number of days: a number from 0.5 to 500, in half days',
    ]);
    expect(check({ daysPerWeek: 3, lengthWeeks: 4, hours: 8 })).not.toBe('ok');
  });

  it('are asked of a locum on a day rate only; a permanent role has a salary', () => {
    const given = terms(3, 26);
    expect(payTermsIssues({ employmentType: 'locum', payBasis: 'day_rate', locumTerms: given })).toEqual([]);
    expect(payTermsIssues({ employmentType: 'locum', payBasis: 'day_rate', locumTerms: null })).toEqual([
      {
        path: ['locumTerms', 'daysPerWeek'],
        message: 'Please enter the days a week: a number from 0.5 to 7, in half days',
      },
    ]);
    expect(payTermsIssues({ employmentType: 'locum', payBasis: 'annual_salary', locumTerms: given })).toEqual(
      [
        {
          path: ['locumTerms'],
          message: 'Days a week and length are recorded for a locum on a day rate only',
        },
      ],
    );
    expect(payTermsIssues({ employmentType: 'permanent', payBasis: 'day_rate' })[0]?.path).toEqual([
      'payBasis',
    ]);
    expect(
      payTermsIssues({ employmentType: 'permanent', payBasis: 'annual_salary', locumTerms: null }),
    ).toEqual([]);
  });
});

describe('readLocumTerms', () => {
  it('reads the typed days a week and the length in the unit chosen', () => {
    expect(readLocumTerms({ daysPerWeek: ' 3 ', lengthUnit: 'weeks', length: '26' })).toEqual({
      terms: { daysPerWeek: 3, lengthWeeks: 26, expectedDays: null },
      issues: [],
    });
    expect(readLocumTerms({ daysPerWeek: '2.5', lengthUnit: 'days', length: '60' }).terms).toEqual({
      daysPerWeek: 2.5,
      lengthWeeks: null,
      expectedDays: 60,
    });
  });

  it('places each message on its field', () => {
    expect(readLocumTerms({ daysPerWeek: '', lengthUnit: 'weeks', length: '' }).issues).toEqual([
      { field: 'daysPerWeek', message: 'Please enter the days a week: a number from 0.5 to 7, in half days' },
      { field: 'length', message: 'Please enter the length in weeks or the expected number of days' },
    ]);
    expect(readLocumTerms({ daysPerWeek: 'three', lengthUnit: 'weeks', length: '4.5' }).issues).toEqual([
      { field: 'daysPerWeek', message: 'Please enter the days a week: a number from 0.5 to 7, in half days' },
      { field: 'length', message: 'Please enter the length in whole weeks, from 1 to 104' },
    ]);
  });

  it('opens on the recorded terms, or blank weeks', () => {
    expect(locumTermsFields(null)).toEqual({ daysPerWeek: '', lengthUnit: 'weeks', length: '' });
    expect(locumTermsFields({ daysPerWeek: 2.5, lengthWeeks: null, expectedDays: 60 })).toEqual({
      daysPerWeek: '2.5',
      lengthUnit: 'days',
      length: '60',
    });
  });
});
