import { z } from 'zod';
import type { OpportunityEmploymentType, PayBasis } from './opportunity.schemas';

/* Rules: docs/product/marketplace.md#locum-fees. */

export const locumTermsMessages = {
  permanentDayRate: 'A permanent role is offered at a gross annual salary: please choose Gross annual salary',
  daysPerWeek: 'Please enter the days a week: a number from 0.5 to 7, in half days',
  lengthRequired: 'Please enter the length in weeks or the expected number of days',
  lengthBoth: 'Please enter either the length in weeks or the expected number of days, not both',
  lengthWeeks: 'Please enter the length in whole weeks, from 1 to 104',
  expectedDays: 'Please enter the expected number of days: a number from 0.5 to 500, in half days',
  termsNotApplicable: 'Days a week and length are recorded for a locum on a day rate only',
  termsAtPlacement: 'Days a week and length are confirmed when the placement is recorded',
} as const;

export const locumTermLimits = {
  daysPerWeek: { min: 0.5, max: 7 },
  lengthWeeks: { min: 1, max: 104 },
  expectedDays: { min: 0.5, max: 500 },
} as const;

const halfDays = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).min(limits.min, message).max(limits.max, message).multipleOf(0.5, message);

export const locumTermsSchema = z
  .strictObject({
    daysPerWeek: halfDays(locumTermLimits.daysPerWeek, locumTermsMessages.daysPerWeek),
    lengthWeeks: z
      .number({ error: locumTermsMessages.lengthWeeks })
      .int(locumTermsMessages.lengthWeeks)
      .min(locumTermLimits.lengthWeeks.min, locumTermsMessages.lengthWeeks)
      .max(locumTermLimits.lengthWeeks.max, locumTermsMessages.lengthWeeks)
      .nullable()
      .default(null),
    expectedDays: halfDays(locumTermLimits.expectedDays, locumTermsMessages.expectedDays)
      .nullable()
      .default(null),
  })
  .superRefine(
    (terms, ctx) => {
      if (terms.lengthWeeks === null && terms.expectedDays === null)
        ctx.addIssue({ code: 'custom', path: ['lengthWeeks'], message: locumTermsMessages.lengthRequired });
      if (terms.lengthWeeks !== null && terms.expectedDays !== null)
        ctx.addIssue({ code: 'custom', path: ['expectedDays'], message: locumTermsMessages.lengthBoth });
    },
    // Also when the days a week are wrong, so that a form shows every message at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type LocumTermsInput = z.input<typeof locumTermsSchema>;
export type LocumTerms = z.output<typeof locumTermsSchema>;

/**
 * Only a day rate of a locum (or of a fixed term, from a vacancy) has terms: a salary already says what
 * the fee is a share of.
 */
export const takesLocumTerms = (pay: { employmentType: OpportunityEmploymentType; payBasis: PayBasis }) =>
  pay.employmentType !== 'permanent' && pay.payBasis === 'day_rate';

/** Each issue names the field it is about. */
export function payTermsIssues(pay: {
  employmentType: OpportunityEmploymentType;
  payBasis: PayBasis;
  locumTerms?: LocumTerms | null | undefined;
}): { path: string[]; message: string }[] {
  if (pay.employmentType === 'permanent' && pay.payBasis === 'day_rate')
    return [{ path: ['payBasis'], message: locumTermsMessages.permanentDayRate }];
  if (takesLocumTerms(pay) && !pay.locumTerms)
    return [{ path: ['locumTerms', 'daysPerWeek'], message: locumTermsMessages.daysPerWeek }];
  if (!takesLocumTerms(pay) && pay.locumTerms)
    return [{ path: ['locumTerms'], message: locumTermsMessages.termsNotApplicable }];
  return [];
}

export const lengthUnits = ['weeks', 'days'] as const;
export type LengthUnit = (typeof lengthUnits)[number];
export const lengthUnitLabels: Record<LengthUnit, string> = {
  weeks: 'A number of weeks',
  days: 'A number of days in all',
};

export const locumTermsFieldsSchema = z.object({
  daysPerWeek: z.string(),
  lengthUnit: z.enum(lengthUnits),
  length: z.string(),
});
export type LocumTermsFields = z.infer<typeof locumTermsFieldsSchema>;

export function locumTermsFields(terms: LocumTerms | null): LocumTermsFields {
  if (!terms) return { daysPerWeek: '', lengthUnit: 'weeks', length: '' };
  return terms.lengthWeeks === null
    ? { daysPerWeek: String(terms.daysPerWeek), lengthUnit: 'days', length: String(terms.expectedDays ?? '') }
    : { daysPerWeek: String(terms.daysPerWeek), lengthUnit: 'weeks', length: String(terms.lengthWeeks) };
}

/** Typed text as a number: blank is missing; anything that is not a plain number is refused as such. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** Checked by the API's own schema; each message is placed on the field it is about. */
export function readLocumTerms(
  fields: LocumTermsFields,
):
  | { terms: LocumTerms; issues: [] }
  | { terms: undefined; issues: { field: keyof LocumTermsFields; message: string }[] } {
  const length = numberOf(fields.length) ?? null;
  const parsed = locumTermsSchema.safeParse({
    daysPerWeek: numberOf(fields.daysPerWeek),
    lengthWeeks: fields.lengthUnit === 'weeks' ? length : null,
    expectedDays: fields.lengthUnit === 'days' ? length : null,
  });
  if (parsed.success) return { terms: parsed.data, issues: [] };
  return {
    terms: undefined,
    issues: parsed.error.issues.map((issue) => ({
      field: issue.path[0] === 'daysPerWeek' ? 'daysPerWeek' : 'length',
      message: issue.message,
    })),
  };
}
