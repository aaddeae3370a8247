import { describe, expect, it } from 'vitest';
import {
  opportunityFormSchema,
  opportunityMessages,
} from '../../../../shared/marketplace/opportunity.schemas';
import { ApiError } from '../../../lib/api-client';
import {
  defaultOpportunityValues,
  feePreview,
  type OpportunityFormValues,
  opportunityFormValuesSchema,
  percent,
  placeOfSendError,
} from './opportunity-form-values';

const filled: OpportunityFormValues = {
  role: 'paramedic',
  location: '1 Park Row, Leeds LS1 5AB',
  employmentType: 'permanent',
  payBasis: 'annual_salary',
  payAmount: '£45,000',
  hours: '8 sessions a week',
  startDate: '2027-01-04',
  message: '  Hello  ',
};

const messageOf = (values: OpportunityFormValues, field: string) =>
  opportunityFormValuesSchema.safeParse(values).error?.issues.find((issue) => issue.path[0] === field)
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
  it('is 9 % of a permanent salary and 14 % for a locum, as the amount is typed', () => {
    const permanent = {
      employmentType: 'permanent',
      payBasis: 'annual_salary',
      payAmount: '45,000',
    } as const;
    expect(feePreview(permanent)).toEqual({ rate: 0.09, feePence: 405_000 });
    expect(feePreview({ ...permanent, employmentType: 'locum' })).toEqual({ rate: 0.14, feePence: 630_000 });
    expect(feePreview({ ...permanent, payBasis: 'day_rate', payAmount: '350' })).toEqual({
      rate: 0.09,
      feePence: 3150,
    });
  });

  it('has no amount until the pay is one', () => {
    expect(
      feePreview({ employmentType: 'locum', payBasis: 'day_rate', payAmount: '' }).feePence,
    ).toBeUndefined();
    expect(
      feePreview({ employmentType: 'locum', payBasis: 'day_rate', payAmount: '3x' }).feePence,
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
  });

  it('is shown above the form otherwise', () => {
    const open = new ApiError(409, 'OPPORTUNITY_OPEN', opportunityMessages.alreadyOpen);
    expect(placeOfSendError(open)).toEqual({ field: 'form', message: opportunityMessages.alreadyOpen });
    const odd = new ApiError(400, 'VALIDATION_ERROR', 'Invalid input');
    expect(placeOfSendError(odd)?.field).toBe('form');
    expect(placeOfSendError(new Error('offline'))).toBeUndefined();
  });
});
