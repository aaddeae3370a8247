import { describe, expect, it } from 'vitest';
import { locumTermsMessages } from '../../../../shared/marketplace/locum-terms.schemas';
import {
  opportunityFormSchema,
  opportunityMessages,
} from '../../../../shared/marketplace/opportunity.schemas';
import { ApiError } from '../../../lib/api-client';
import {
  defaultOpportunityValues,
  feePreview,
  feeShareText,
  type OpportunityFormValues,
  opportunityFormValuesSchema,
  percent,
  placeOfSendError,
} from './opportunity-form-values';

const noTerms = { daysPerWeek: '', lengthUnit: 'weeks', length: '' } as const;

const filled: OpportunityFormValues = {
  role: 'paramedic',
  location: '1 Park Row, Leeds LS1 5AB',
  employmentType: 'permanent',
  payBasis: 'annual_salary',
  payAmount: '£45,000',
  hours: '8 sessions a week',
  startDate: '2027-01-04',
  message: '  Hello  ',
  terms: noTerms,
  vacancyId: '',
};
const locum: OpportunityFormValues = {
  ...filled,
  employmentType: 'locum',
  payBasis: 'day_rate',
  payAmount: '450',
  terms: { daysPerWeek: '3', lengthUnit: 'weeks', length: '26' },
};

const messageOf = (values: OpportunityFormValues, field: string) =>
  opportunityFormValuesSchema.safeParse(values).error?.issues.find((issue) => issue.path.join('.') === field)
    ?.message;

describe('the Express interest form', () => {
  it('opens with the candidate’s role and the organisation’s address', () => {
    expect(
      defaultOpportunityValues(
        { arrsRole: 'dietitian' },
        { addressLine: '1 Park Row, Leeds', postcode: 'LS1 5AB' },
      ),
    ).toMatchObject({
      role: 'dietitian',
      location: '1 Park Row, Leeds, LS1 5AB',
      employmentType: 'permanent',
      payBasis: 'annual_salary',
    });
    expect(defaultOpportunityValues({ arrsRole: null }, undefined)).toMatchObject({ role: '', location: '' });
  });

  it('sends the amount in pence, in the shape the API takes', () => {
    const checked = opportunityFormValuesSchema.parse(filled);
    const { payAmount, ...rest } = checked;
    expect(payAmount).toBe(4_500_000);
    const body = { ...rest, payAmountPence: payAmount, candidateReference: crypto.randomUUID() };
    expect(opportunityFormSchema.safeParse(body).success).toBe(true);
    expect(checked.message).toBe('Hello');
    expect(checked.locumTerms).toBeNull();
  });

  it('sends a locum day rate’s terms, and no terms for anything else even if some were typed', () => {
    const checked = opportunityFormValuesSchema.parse(locum);
    expect(checked.locumTerms).toEqual({ daysPerWeek: 3, lengthWeeks: 26, expectedDays: null });
    const { payAmount, ...rest } = checked;
    const body = { ...rest, payAmountPence: payAmount, candidateReference: crypto.randomUUID() };
    expect(opportunityFormSchema.safeParse(body).success).toBe(true);
    const salaried = { ...locum, payBasis: 'annual_salary', payAmount: '45,000' } as const;
    expect(opportunityFormValuesSchema.parse(salaried).locumTerms).toBeNull();
  });

  it('asks a locum day rate for its terms, under their fields, and a permanent role for a salary', () => {
    expect(messageOf({ ...locum, terms: noTerms }, 'terms.daysPerWeek')).toBe(locumTermsMessages.daysPerWeek);
    expect(messageOf({ ...locum, terms: noTerms }, 'terms.length')).toBe(locumTermsMessages.lengthRequired);
    expect(
      messageOf({ ...locum, terms: { daysPerWeek: '3', lengthUnit: 'days', length: '600' } }, 'terms.length'),
    ).toBe(locumTermsMessages.expectedDays);
    expect(messageOf({ ...locum, employmentType: 'permanent' }, 'payBasis')).toBe(
      locumTermsMessages.permanentDayRate,
    );
  });

  it('says the pay is required when blank, and out of range when not an amount or too big', () => {
    expect(messageOf({ ...filled, payAmount: ' ' }, 'payAmount')).toBe(opportunityMessages.payRequired);
    expect(messageOf({ ...filled, payAmount: 'lots' }, 'payAmount')).toBe(opportunityMessages.payRange);
    expect(messageOf({ ...filled, payAmount: '0.50' }, 'payAmount')).toBe(opportunityMessages.payRange);
    expect(messageOf({ ...filled, payAmount: '1,000,000.01' }, 'payAmount')).toBe(
      opportunityMessages.payRange,
    );
    expect(messageOf({ ...filled, payAmount: '1,000,000' }, 'payAmount')).toBeUndefined();
  });

  it('asks for a start date, and a real one', () => {
    expect(messageOf({ ...filled, startDate: '' }, 'startDate')).toBe(opportunityMessages.startDateRequired);
    expect(messageOf({ ...filled, startDate: 'soon' }, 'startDate')).toBe('Please enter a valid date');
  });

  it('uses the API’s messages for the other fields', () => {
    expect(messageOf({ ...filled, role: '' }, 'role')).toBe(opportunityMessages.unknownRole);
    expect(messageOf({ ...filled, location: '  ' }, 'location')).toBe(opportunityMessages.locationRequired);
    expect(messageOf({ ...filled, hours: '' }, 'hours')).toBe(opportunityMessages.hoursRequired);
    expect(messageOf({ ...filled, message: 'x'.repeat(2001) }, 'message')).toBe(
      opportunityMessages.messageTooLong,
    );
  });
});

describe('the fee preview', () => {
  it('is 9 % of a permanent salary and 14 % for a locum, as the amount is typed, with its basis', () => {
    const permanent = {
      employmentType: 'permanent',
      payBasis: 'annual_salary',
      payAmount: '45,000',
      terms: noTerms,
    } as const;
    expect(feePreview(permanent)).toEqual({
      rate: 0.09,
      feePence: 405_000,
      basis: '9 % of £45,000 a year = £4,050',
    });
    expect(feePreview({ ...permanent, employmentType: 'locum' })).toMatchObject({
      rate: 0.14,
      feePence: 630_000,
    });
  });

  it('charges a locum day rate on the expected days, once the terms can be read', () => {
    const day = { employmentType: 'locum', payBasis: 'day_rate', payAmount: '450' } as const;
    expect(feePreview({ ...day, terms: { daysPerWeek: '3', lengthUnit: 'weeks', length: '26' } })).toEqual({
      rate: 0.14,
      feePence: 491_400,
      basis: '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914',
    });
    expect(feePreview({ ...day, terms: { daysPerWeek: '3', lengthUnit: 'days', length: '60' } }).basis).toBe(
      '14 % of £450 a day × 60 days = £3,780',
    );
    expect(feePreview({ ...day, terms: noTerms }).feePence).toBeUndefined();
    expect(feeShareText(day)).toBe('of the day rate × the expected days');
    expect(feeShareText({ ...day, payBasis: 'annual_salary' })).toBe('of gross annual salary');
  });

  it('has no amount until the pay is one, nor for a permanent day rate', () => {
    const terms = { daysPerWeek: '3', lengthUnit: 'weeks', length: '26' } as const;
    expect(
      feePreview({ employmentType: 'locum', payBasis: 'day_rate', payAmount: '', terms }).feePence,
    ).toBeUndefined();
    expect(
      feePreview({ employmentType: 'locum', payBasis: 'day_rate', payAmount: '3x', terms }).feePence,
    ).toBeUndefined();
    expect(
      feePreview({ employmentType: 'permanent', payBasis: 'day_rate', payAmount: '350', terms }).basis,
    ).toBeUndefined();
  });

  it('writes rates as whole percentages', () => {
    expect(percent(0.09)).toBe('9 %');
    expect(percent(0.14)).toBe('14 %');
  });
});

describe('a refused opportunity', () => {
  it('is shown under the field its message is about', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', opportunityMessages.payRange);
    expect(placeOfSendError(error)).toEqual({ field: 'payAmount', message: opportunityMessages.payRange });
    const terms = new ApiError(400, 'VALIDATION_ERROR', locumTermsMessages.lengthWeeks);
    expect(placeOfSendError(terms)).toEqual({
      field: 'terms.length',
      message: locumTermsMessages.lengthWeeks,
    });
  });

  it('is shown above the form otherwise', () => {
    const open = new ApiError(409, 'OPPORTUNITY_OPEN', opportunityMessages.alreadyOpen);
    expect(placeOfSendError(open)).toEqual({ field: 'form', message: opportunityMessages.alreadyOpen });
    const odd = new ApiError(400, 'VALIDATION_ERROR', 'Invalid input');
    expect(placeOfSendError(odd)?.field).toBe('form');
    expect(placeOfSendError(new Error('offline'))).toBeUndefined();
  });
});
