import { describe, expect, it } from 'vitest';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { opportunityFormValuesSchema } from './opportunity-form-values';
import {
  linkableVacancies,
  opportunityEmploymentTypeOf,
  prefilledOpportunityValues,
  prefillFromVacancy,
  prefillNote,
  vacancyOptionLabel,
} from './vacancy-prefill';

const vacancy: EmployerVacancy = {
  id: '7d3c5a52-0f5e-4a1e-9c55-3b0c7f1a2b3c',
  slug: 'clinical-pharmacist-pcn-ls6',
  role: 'clinical-pharmacist',
  roleName: 'Clinical Pharmacist',
  title: 'Clinical Pharmacist (PCN)',
  employmentType: 'permanent',
  sessionsPerWeek: 8,
  hoursPerWeek: null,
  pay: { basis: 'annual_salary', minPounds: 42_000, maxPounds: 48_000 },
  postcodeDistrict: 'LS6',
  workArrangement: 'on_site',
  startDate: '2027-02-01',
  closingDate: '2027-01-10',
  description: 'Join us.',
  registrationBody: null,
  skills: [],
  experienceBand: null,
  status: 'open',
  closedReason: null,
  atOrganisationAddress: true,
  matchRadiusKm: 25,
  createdAt: '2026-11-25T10:00:00.000Z',
  publishedAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  closedAt: null,
  arrsGuidance: { financialYear: '2026/27', maxAnnualPounds: null, payAboveArrsMaximum: false },
  applicantCounts: {
    sent: 0,
    approved: 0,
    declined: 0,
    expired: 0,
    withdrawn: 0,
    introduced: 0,
    interviewing: 0,
    placed: 0,
    closed: 0,
  },
};
const organisation = { addressLine: '1 Park Row, Leeds', postcode: 'LS6 2AA' };

describe('linking an opportunity to a vacancy', () => {
  it('offers the open and paused vacancies only, as the server allows', () => {
    const statuses = ['draft', 'open', 'paused', 'closed'] as const;
    const all = statuses.map((status) => ({ ...vacancy, id: status, status }));
    expect(linkableVacancies(all).map((row) => row.id)).toEqual(['open', 'paused']);
    expect(vacancyOptionLabel({ ...vacancy, status: 'paused' })).toBe(
      'Clinical Pharmacist (PCN) – paused, closes 10 Jan 2027',
    );
  });

  it('fills the terms from the vacancy, in a shape the form accepts as it is', () => {
    const values = prefillFromVacancy(vacancy, organisation);
    expect(values).toEqual({
      role: 'clinical-pharmacist',
      location: '1 Park Row, Leeds, LS6 2AA',
      employmentType: 'permanent',
      payBasis: 'annual_salary',
      payAmount: '42000',
      hours: '8 sessions a week',
      startDate: '2027-02-01',
    });
    const checked = opportunityFormValuesSchema.parse({
      ...values,
      message: '',
      terms: { daysPerWeek: '', lengthUnit: 'weeks', length: '' },
      vacancyId: vacancy.id,
    });
    expect(checked).toMatchObject({ payAmount: 4_200_000, vacancyId: vacancy.id });
  });

  it('says where the work is by district when it is not at the organisation, with hybrid or remote work', () => {
    const elsewhere = {
      ...vacancy,
      atOrganisationAddress: false,
      postcodeDistrict: 'BS1',
      workArrangement: 'hybrid' as const,
    };
    expect(prefillFromVacancy(elsewhere, organisation).location).toBe('BS1 (hybrid possible)');
    expect(prefillFromVacancy({ ...vacancy, workArrangement: 'remote' }, undefined).location).toBe(
      'LS6 (remote possible)',
    );
    const both = { ...vacancy, sessionsPerWeek: 6, hoursPerWeek: 22.5 };
    expect(prefillFromVacancy(both, organisation).hours).toBe('6 sessions, 22.5 hours a week');
  });

  it('offers a day rate as a locum, and a permanent or fixed-term salaried post as permanent', () => {
    const dayRate = { basis: 'day_rate' as const, minPounds: 450, maxPounds: null };
    expect(opportunityEmploymentTypeOf({ employmentType: 'locum', pay: dayRate })).toBe('locum');
    expect(opportunityEmploymentTypeOf({ employmentType: 'fixed_term', pay: dayRate })).toBe('locum');
    expect(opportunityEmploymentTypeOf({ employmentType: 'permanent', pay: dayRate })).toBe('locum');
    expect(opportunityEmploymentTypeOf({ employmentType: 'fixed_term', pay: vacancy.pay })).toBe('permanent');
    expect(opportunityEmploymentTypeOf({ employmentType: 'locum', pay: vacancy.pay })).toBe('locum');
    expect(
      prefillFromVacancy({ ...vacancy, employmentType: 'locum', pay: dayRate }, organisation),
    ).toMatchObject({
      employmentType: 'locum',
      payBasis: 'day_rate',
      payAmount: '450',
    });
  });

  it('says what it filled in, the salary band’s top, and how a fixed-term post is offered', () => {
    expect(prefillNote(vacancy)).toBe(
      'Filled in from “Clinical Pharmacist (PCN)”: check the terms before you send; you can change any of them. The amount is the bottom of its salary band, up to £48,000.',
    );
    expect(prefillNote({ ...vacancy, employmentType: 'fixed_term' })).toContain(
      'The vacancy is fixed term; an opportunity is permanent or locum, so it is offered as permanent: say how long the contract is in your message.',
    );
    const dayRate = { ...vacancy, pay: { basis: 'day_rate' as const, minPounds: 450, maxPounds: null } };
    expect(prefillNote(dayRate)).not.toContain('salary band');
  });
});

describe('an opportunity sent from a suggested professional', () => {
  it('starts from the vacancy’s terms, linked to it, and passes the form’s own checks', () => {
    const values = prefilledOpportunityValues({ arrsRole: 'pharmacy-technician' }, organisation, vacancy);
    expect(values).toMatchObject({
      role: 'clinical-pharmacist',
      location: '1 Park Row, Leeds, LS6 2AA',
      employmentType: 'permanent',
      payBasis: 'annual_salary',
      payAmount: '42000',
      startDate: '2027-02-01',
      message: '',
      vacancyId: vacancy.id,
    });
    expect(opportunityFormValuesSchema.safeParse(values).success).toBe(true);
  });

  it('uses a draft’s terms without linking it (only open or paused vacancies take links)', () => {
    const draft = { ...vacancy, status: 'draft' as const };
    expect(prefilledOpportunityValues({ arrsRole: null }, organisation, draft)).toMatchObject({
      role: 'clinical-pharmacist',
      vacancyId: '',
    });
  });
});
