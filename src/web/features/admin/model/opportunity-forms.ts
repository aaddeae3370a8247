import { z } from 'zod';
import { locumTermsFieldsSchema, readLocumTerms } from '../../../../shared/marketplace/locum-terms.schemas';
import {
  feeAdjustmentSchema,
  moveSchema,
  noteAudiences,
  reimbursementRateUpdateSchema,
} from '../../../../shared/marketplace/opportunity.schemas';
import { poundsToPence } from '../../../lib/pounds-input';

/** The pence must pass `limit`, the API's own rule from src/shared. */
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

export const feeFormSchema = z.object({
  amount: poundsField(feeAdjustmentSchema.shape.feePence, feeAmountMessage),
  note: feeAdjustmentSchema.shape.note,
});
export type FeeFormInput = z.input<typeof feeFormSchema>;
export type FeeFormOutput = z.output<typeof feeFormSchema>;

/** The note and, for a locum day rate's placement, the terms, as the API checks them. */
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

export const reimbursementFormSchema = z.object({
  amount: poundsField(reimbursementRateUpdateSchema.shape.maxAnnualPence, maximumAmountMessage),
});
export type ReimbursementFormInput = z.input<typeof reimbursementFormSchema>;
export type ReimbursementFormOutput = z.output<typeof reimbursementFormSchema>;
