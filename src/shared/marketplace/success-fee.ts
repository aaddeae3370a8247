import type { LocumTerms } from './locum-terms.schemas';
import {
  formatPounds,
  type OpportunityEmploymentType,
  type PayBasis,
  successFeeRates,
} from './opportunity.schemas';

/* In whole pence, rounded half up (docs/product/marketplace.md#locum-fees). */

export interface FeeInput {
  employmentType: OpportunityEmploymentType;
  payBasis: PayBasis;
  payAmountPence: number;
  /** A locum day rate's terms; null on a salary, and on a day rate sent before terms were asked. */
  locumTerms?: LocumTerms | null | undefined;
}

/** Days a week times weeks, or the expected days given directly. */
export function expectedDaysOf(terms: LocumTerms): number {
  return terms.lengthWeeks === null ? (terms.expectedDays ?? 0) : terms.daysPerWeek * terms.lengthWeeks;
}

/** A day rate recorded without terms is charged a single day's rate, as such rows were. */
export function successFee(input: FeeInput): { rate: number; feePence: number; days: number | null } {
  const rate = successFeeRates[input.employmentType];
  const days =
    input.payBasis === 'day_rate' ? (input.locumTerms ? expectedDaysOf(input.locumTerms) : 1) : null;
  // In whole numbers until the last step: basis points and half days keep the product exact.
  const basisPoints = Math.round(rate * 10_000);
  const halfDays = Math.round((days ?? 1) * 2);
  const feePence = Math.round((input.payAmountPence * basisPoints * halfDays) / 20_000);
  return { rate, feePence, days: input.payBasis === 'day_rate' ? days : null };
}

/** 0.09 → '9 %', 0.14 → '14 %' (one decimal place at most). */
export const ratePercent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-GB')} ${value === 1 ? one : many}`;

/** '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914' and the like. */
export function feeBasisText(input: FeeInput): string {
  const { rate, feePence } = successFee(input);
  const share = `${ratePercent(rate)} of ${formatPounds(input.payAmountPence)}`;
  const fee = formatPounds(feePence);
  if (input.payBasis === 'annual_salary') return `${share} a year = ${fee}`;
  const terms = input.locumTerms;
  if (!terms) return `${share} a day (one day’s rate — terms not recorded) = ${fee}`;
  if (terms.lengthWeeks === null)
    return `${share} a day × ${count(expectedDaysOf(terms), 'day', 'days')} = ${fee}`;
  return `${share} a day × ${count(terms.daysPerWeek, 'day', 'days')} a week × ${count(terms.lengthWeeks, 'week', 'weeks')} (${count(expectedDaysOf(terms), 'day', 'days')}) = ${fee}`;
}

/** '3 days a week for 26 weeks', '2.5 days a week, 60 days in all'. */
export function locumTermsText(terms: LocumTerms): string {
  const perWeek = `${count(terms.daysPerWeek, 'day', 'days')} a week`;
  return terms.lengthWeeks === null
    ? `${perWeek}, ${count(expectedDaysOf(terms), 'day', 'days')} in all`
    : `${perWeek} for ${count(terms.lengthWeeks, 'week', 'weeks')}`;
}
