import { describe, expect, it } from 'vitest';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { vacancyMessages } from '../../../../shared/marketplace/vacancy.schemas';
import { ApiError } from '../../../lib/api-client';
import {
  emptyVacancyForm,
  placeOfVacancySaveError,
  skillsOf,
  type VacancyFormValues,
  vacancyFormValuesOf,
  vacancyFormValuesSchema,
  vacancyInputOf,
} from './vacancy-form-values';

const filled: VacancyFormValues = {
  ...emptyVacancyForm,
  role: 'paramedic',
  title: '  Paramedic, urgent care  ',
  sessionsPerWeek: '4.5',
  payMinPounds: '£42,000',
  payMaxPounds: '48000',
  startDate: '2027-01-04',
  closingDate: '2027-01-01',
  description: 'Join us.\n\n- Home visits',
  skills: 'Triage, Home visits\nTriage\n',
};

const issuesOf = (values: VacancyFormValues) => {
  const result = vacancyFormValuesSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('vacancyFormValuesSchema', () => {
  it('reads the typed text into the request the API takes', () => {
    const result = vacancyFormValuesSchema.parse(filled);
    expect(result).toMatchObject({
      title: 'Paramedic, urgent care',
      sessionsPerWeek: 4.5,
      hoursPerWeek: null,
      payMinPounds: 42_000,
      payMaxPounds: 48_000,
      postcode: null,
      registrationBody: null,
      experienceBand: null,
      skills: ['Triage', 'Home visits'],
    });
  });

  it('sends the distance to look for professionals within, the default when left blank, and places its message', () => {
    expect(vacancyFormValuesSchema.parse({ ...filled, matchRadiusKm: '60' }).matchRadiusKm).toBe(60);
    expect(vacancyFormValuesSchema.parse({ ...filled, matchRadiusKm: ' ' }).matchRadiusKm).toBe(25);
    for (const matchRadiusKm of ['0', '201', '12.5', 'far'])
      expect(issuesOf({ ...filled, matchRadiusKm })).toEqual([
        ['matchRadiusKm', vacancyMessages.matchRadiusRange],
      ]);
  });

  it('puts the API’s own messages under the fields', () => {
    expect(issuesOf({ ...filled, sessionsPerWeek: '', hoursPerWeek: '' })).toEqual([
      ['hoursPerWeek', vacancyMessages.hoursRequired],
    ]);
    expect(issuesOf({ ...filled, sessionsPerWeek: 'four' })).toEqual([
      ['sessionsPerWeek', vacancyMessages.sessionsRange],
    ]);
    expect(issuesOf({ ...filled, payMinPounds: '42000.50' })).toEqual([
      ['payMinPounds', vacancyMessages.salaryRange],
    ]);
    expect(issuesOf({ ...filled, payMaxPounds: '30000' })).toEqual([
      ['payMaxPounds', vacancyMessages.salaryBand],
    ]);
    expect(issuesOf({ ...filled, placeOfWork: 'other', postcode: 'nowhere' })).toEqual([
      ['postcode', vacancyMessages.invalidPostcode],
    ]);
  });

  it('puts a skill that is too long under the one skills field', () => {
    expect(issuesOf({ ...filled, skills: `Triage, ${'x'.repeat(61)}` })).toEqual([
      ['skills', vacancyMessages.skillTooLong],
    ]);
  });

  it('sends a day rate as one amount, whatever was typed in the band’s top before switching', () => {
    const input = vacancyInputOf({ ...filled, payBasis: 'day_rate', payMinPounds: '350' });
    expect(input).toMatchObject({ payBasis: 'day_rate', payMinPounds: 350, payMaxPounds: null });
  });

  it('sends the postcode only for another place of work', () => {
    expect(vacancyInputOf({ ...filled, postcode: 'LS6 2AA' }).postcode).toBeNull();
    expect(vacancyInputOf({ ...filled, placeOfWork: 'other', postcode: 'LS6 2AA' }).postcode).toBe('LS6 2AA');
  });
});

describe('skillsOf', () => {
  it('splits on commas and lines and drops empties', () => {
    expect(skillsOf('a, b\n\nc,')).toEqual(['a', 'b', 'c']);
  });
});

describe('vacancyFormValuesOf', () => {
  it('turns a saved vacancy back into the form’s text', () => {
    const vacancy = {
      role: 'paramedic',
      title: 'Paramedic',
      employmentType: 'locum',
      sessionsPerWeek: null,
      hoursPerWeek: 37.5,
      pay: { basis: 'day_rate', minPounds: 350, maxPounds: null },
      atOrganisationAddress: false,
      postcodeDistrict: 'LS6',
      workArrangement: 'hybrid',
      startDate: '2027-01-04',
      closingDate: '2027-01-01',
      description: 'Text',
      registrationBody: 'HCPC',
      skills: ['Triage', 'Home visits'],
      experienceBand: '3_5',
      matchRadiusKm: 40,
    } as EmployerVacancy;
    expect(vacancyFormValuesOf(vacancy)).toEqual({
      role: 'paramedic',
      title: 'Paramedic',
      employmentType: 'locum',
      sessionsPerWeek: '',
      hoursPerWeek: '37.5',
      payBasis: 'day_rate',
      payMinPounds: '350',
      payMaxPounds: '',
      placeOfWork: 'other',
      postcode: 'LS6',
      workArrangement: 'hybrid',
      startDate: '2027-01-04',
      closingDate: '2027-01-01',
      description: 'Text',
      registrationBody: 'HCPC',
      skills: 'Triage, Home visits',
      experienceBand: '3_5',
      matchRadiusKm: '40',
    });
  });
});

describe('placeOfVacancySaveError', () => {
  it('places the server’s own checks and the schema’s messages beside their fields', () => {
    expect(
      placeOfVacancySaveError(new ApiError(400, 'CLOSING_DATE_INVALID', vacancyMessages.closingDateRange)),
    ).toEqual({ field: 'closingDate', message: vacancyMessages.closingDateRange });
    expect(
      placeOfVacancySaveError(new ApiError(400, 'POSTCODE_UNKNOWN', vacancyMessages.postcodeUnknown)),
    ).toEqual({ field: 'postcode', message: vacancyMessages.postcodeUnknown });
    expect(
      placeOfVacancySaveError(new ApiError(400, 'VALIDATION_ERROR', vacancyMessages.descriptionHtml)),
    ).toEqual({ field: 'description', message: vacancyMessages.descriptionHtml });
  });

  it('leaves the rest to the form as a whole', () => {
    expect(
      placeOfVacancySaveError(new ApiError(409, 'VACANCY_CLOSED', vacancyMessages.closedNotEditable)),
    ).toBe(undefined);
    expect(placeOfVacancySaveError(new Error('offline'))).toBeUndefined();
  });
});
