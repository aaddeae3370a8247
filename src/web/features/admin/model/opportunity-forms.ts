import { z } from 'zod';
import { locumTermsFieldsSchema, readLocumTerms } from '../../../../shared/marketplace/locum-terms.schemas';
import {
  feeAdjustmentSchema,
  moveSchema,
  noteAudiences,
  reimbursementRateUpdateSchema,
} from '../../../../shared/marketplace/opportunity.schemas';
import { poundsToPence } from '../../../lib/pounds-input';

/**
 * A form field typed in pounds that yields pence: the text must read as pounds and pence, and the
 * pence must pass `limit` (the API's own rule from src/shared); either failure shows `message`.
 */
export function poundsField(limit: z.ZodType<number>, message: string) {
  return z.string().transform((text, context) => {
    const pence = poundsToPence(text);
    if (pence === undefined || !limit.safeParse(pence).success) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return pence;
  });
}

export const feeAmountMessage =
  'Please enter the fee in pounds between £0 and £1,000,000, e.g. 4050 or 4,050.50';

/** The Adjust fee form: the amount in pounds (sent in pence) and the required note, both as the API checks them. */
export const feeFormSchema = z.object({
  amount: poundsField(feeAdjustmentSchema.shape.feePence, feeAmountMessage),
  note: feeAdjustmentSchema.shape.note,
});
export type FeeFormInput = z.input<typeof feeFormSchema>;
export type FeeFormOutput = z.output<typeof feeFormSchema>;

/**
 * The move dialog: the optional note as the API checks it (one line, up to 500 characters) with who
 * reads it besides the team, and — when it records a locum day rate's placement — the terms, typed,
 * read as the API's terms with their messages under their fields.
 */
export const moveFormSchema = z
  .object({
    note: moveSchema.shape.note,
    noteAudience: z.enum(noteAudiences),
    terms: locumTermsFieldsSchema.optional(),
  })
  .superRefine((values, ctx) => {
    if (!values.terms) return;
    for (const { field, message } of readLocumTerms(values.terms).issues)
      ctx.addIssue({ code: 'custom', path: ['terms', field], message });
  })
  .transform(({ terms, ...values }) => ({
    ...values,
    note: values.note?.trim() || undefined,
    locumTerms: terms ? readLocumTerms(terms).terms : undefined,
  }));
export type MoveFormInput = z.input<typeof moveFormSchema>;
export type MoveFormOutput = z.output<typeof moveFormSchema>;
export const noteMax = 500;

export const maximumAmountMessage = 'Please enter the maximum in pounds a year, between £0 and £1,000,000';

/** One row of the reimbursement table: the role's maximum in pounds a year (sent in pence). */
export const reimbursementFormSchema = z.object({
  amount: poundsField(reimbursementRateUpdateSchema.shape.maxAnnualPence, maximumAmountMessage),
});
export type ReimbursementFormInput = z.input<typeof reimbursementFormSchema>;
export type ReimbursementFormOutput = z.output<typeof reimbursementFormSchema>;
