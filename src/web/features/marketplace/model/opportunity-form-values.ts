import { z } from 'zod';
import type { LocumTermsFields } from '../../../../shared/marketplace/locum-terms.schemas';
import {
  locumTermsFields,
  locumTermsFieldsSchema,
  locumTermsMessages,
  payTermsIssues,
  readLocumTerms,
  takesLocumTerms,
} from '../../../../shared/marketplace/locum-terms.schemas';
import {
  type OpportunityEmploymentType,
  opportunityFieldsSchema,
  opportunityMessages,
  type PayBasis,
} from '../../../../shared/marketplace/opportunity.schemas';
import type { Organisation } from '../../../../shared/marketplace/organisation.schemas';
import type { AnonymisedCandidate } from '../../../../shared/marketplace/search.schemas';
import { feeBasisText, successFee } from '../../../../shared/marketplace/success-fee';
import { invalidDateMessage } from '../../../../shared/validation/dates';
import { isApiError } from '../../../lib/api-client';
import { poundsToPence } from '../../../lib/pounds-input';

/**
 * The API's opportunity schema, except that the amount is typed in pounds and a locum's terms as text,
 * each then held to the API's own rules.
 */
export const opportunityFormValuesSchema = opportunityFieldsSchema
  .omit({ candidateReference: true, payAmountPence: true, locumTerms: true })
  .extend({
    // Blank is "required"; anything else that is not an amount is out of the range the API allows.
    payAmount: z
      .string()
      .transform((text) => (text.trim() === '' ? undefined : (poundsToPence(text) ?? -1)))
      .pipe(opportunityFieldsSchema.shape.payAmountPence),
    startDate: z
      .string()
      .min(1, opportunityMessages.startDateRequired)
      .pipe(opportunityFieldsSchema.shape.startDate),
    terms: locumTermsFieldsSchema,
    // The select's '' is "no vacancy".
    vacancyId: z
      .string()
      .transform((id) => (id === '' ? null : id))
      .pipe(opportunityFieldsSchema.shape.vacancyId.unwrap()),
  })
  .superRefine((values, ctx) => {
    // The API's rules between pay and terms; the terms' own messages go under their fields.
    const [issue] = payTermsIssues({ ...values, locumTerms: null });
    if (issue?.path[0] === 'payBasis')
      ctx.addIssue({ code: 'custom', path: ['payBasis'], message: issue.message });
    if (!takesLocumTerms(values)) return;
    for (const { field, message } of readLocumTerms(values.terms).issues)
      ctx.addIssue({ code: 'custom', path: ['terms', field], message });
  })
  .transform(({ terms, ...values }) => ({
    ...values,
    locumTerms: takesLocumTerms(values) ? (readLocumTerms(terms).terms ?? null) : null,
  }));
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
    terms: locumTermsFields(null),
    vacancyId: '',
  };
}

/** No amount until the pay (and, for a locum day rate, the terms) can be read. */
export function feePreview(input: {
  employmentType: OpportunityEmploymentType;
  payBasis: PayBasis;
  payAmount: string;
  terms: LocumTermsFields;
}): { rate: number; feePence: number | undefined; basis: string | undefined } {
  const payAmountPence = poundsToPence(input.payAmount);
  const locumTerms = takesLocumTerms(input) ? readLocumTerms(input.terms).terms : null;
  const fee = { ...input, payAmountPence: payAmountPence ?? 0, locumTerms };
  const { rate, feePence } = successFee(fee);
  if (payAmountPence === undefined || locumTerms === undefined || payTermsIssues(fee).length > 0)
    return { rate, feePence: undefined, basis: undefined };
  return { rate, feePence, basis: feeBasisText(fee) };
}

export const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

export function feeShareText(pay: { employmentType: OpportunityEmploymentType; payBasis: PayBasis }): string {
  if (pay.payBasis === 'annual_salary') return 'of gross annual salary';
  return takesLocumTerms(pay) ? 'of the day rate × the expected days' : 'of the day rate';
}

type FormField = Exclude<keyof OpportunityFormValues, 'terms'> | 'terms.daysPerWeek' | 'terms.length';

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
  [locumTermsMessages.permanentDayRate, 'payBasis'],
  [locumTermsMessages.daysPerWeek, 'terms.daysPerWeek'],
  [locumTermsMessages.lengthRequired, 'terms.length'],
  [locumTermsMessages.lengthBoth, 'terms.length'],
  [locumTermsMessages.lengthWeeks, 'terms.length'],
  [locumTermsMessages.expectedDays, 'terms.length'],
  [opportunityMessages.vacancyNotFound, 'vacancyId'],
]);

/** The vacancy chosen cannot be linked (another's, gone, or no longer open or paused): said beside it. */
const vacancyRefusals: ReadonlySet<string> = new Set([
  opportunityMessages.vacancyNotFound,
  opportunityMessages.vacancyNotLinkable,
]);

export function placeOfSendError(error: unknown): { field: FormField | 'form'; message: string } | undefined {
  if (!isApiError(error)) return undefined;
  if (vacancyRefusals.has(error.message)) return { field: 'vacancyId', message: error.message };
  const field = error.status === 400 ? fieldOfMessage.get(error.message) : undefined;
  return { field: field ?? 'form', message: error.message };
}
