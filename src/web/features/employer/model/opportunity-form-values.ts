import { z } from 'zod';
import type { Organisation } from '../../../../shared/employer/organisation.schemas';
import type { AnonymisedCandidate } from '../../../../shared/employer/search.schemas';
import {
  type OpportunityEmploymentType,
  opportunityFormSchema,
  opportunityMessages,
  type PayBasis,
  successFee,
} from '../../../../shared/marketplace/opportunity.schemas';
import { invalidDateMessage } from '../../../../shared/validation/dates';
import { isApiError } from '../../../lib/api-client';
import { poundsToPence } from '../../../lib/pounds-input';

/**
 * The 'Express interest' form: the API's opportunity schema, except that the amount is typed in pounds
 * (converted to the pence the API takes, then held to the API's own range) and the candidate is the
 * one whose profile the form was opened from.
 */
export const opportunityFormValuesSchema = opportunityFormSchema
  .omit({ candidateReference: true, payAmountPence: true })
  .extend({
    // Blank is "required"; anything else that is not an amount is out of the range the API allows.
    payAmount: z
      .string()
      .transform((text) => (text.trim() === '' ? undefined : (poundsToPence(text) ?? -1)))
      .pipe(opportunityFormSchema.shape.payAmountPence),
    startDate: z
      .string()
      .min(1, opportunityMessages.startDateRequired)
      .pipe(opportunityFormSchema.shape.startDate),
  });
export type OpportunityFormValues = z.input<typeof opportunityFormValuesSchema>;
export type CheckedOpportunityForm = z.output<typeof opportunityFormValuesSchema>;

/** The form as it opens: the candidate's own role, the organisation's address, a permanent salary. */
export function defaultOpportunityValues(
  candidate: Pick<AnonymisedCandidate, 'arrsRole'>,
  organisation: Pick<Organisation, 'addressLine' | 'postcode'> | undefined,
): OpportunityFormValues {
  const location = organisation ? `${organisation.addressLine}, ${organisation.postcode}` : '';
  return {
    role: candidate.arrsRole ?? '',
    location: location.slice(0, 160),
    employmentType: 'permanent',
    payBasis: 'annual_salary',
    payAmount: '',
    hours: '',
    startDate: '',
    message: '',
  };
}

/** Fee preview: what the employer would pay on placement for the pay typed so far, if it is an amount. */
export function feePreview(input: {
  employmentType: OpportunityEmploymentType;
  payBasis: PayBasis;
  payAmount: string;
}): { rate: number; feePence: number | undefined } {
  const payAmountPence = poundsToPence(input.payAmount);
  const { rate, feePence } = successFee({
    employmentType: input.employmentType,
    payAmountPence: payAmountPence ?? 0,
  });
  return { rate, feePence: payAmountPence === undefined ? undefined : feePence };
}

/** 0.09 → '9 %'. */
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** What the fee is a share of, for the pay basis chosen. */
export const feeBasisText: Record<PayBasis, string> = {
  annual_salary: 'of gross annual salary',
  day_rate: 'of the day rate',
};

type FormField = keyof OpportunityFormValues;

/** The API checks with the same schema; each of its messages belongs to one field. */
const fieldOfMessage: ReadonlyMap<string, FormField> = new Map<string, FormField>([
  [opportunityMessages.unknownRole, 'role'],
  [opportunityMessages.locationRequired, 'location'],
  [opportunityMessages.employmentTypeRequired, 'employmentType'],
  [opportunityMessages.payRequired, 'payAmount'],
  [opportunityMessages.payRange, 'payAmount'],
  [opportunityMessages.hoursRequired, 'hours'],
  [invalidDateMessage, 'startDate'],
  [opportunityMessages.messageTooLong, 'message'],
]);

/** Where to show a refused opportunity: under the field it is about, or above the form. */
export function placeOfSendError(error: unknown): { field: FormField | 'form'; message: string } | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.status === 400 ? fieldOfMessage.get(error.message) : undefined;
  return { field: field ?? 'form', message: error.message };
}
