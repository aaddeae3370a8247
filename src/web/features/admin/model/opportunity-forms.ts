import { z } from 'zod';
import {
  feeAdjustmentSchema,
  moveSchema,
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

/** The optional note of a move, as the API checks it (one line, up to 500 characters). */
export const moveNoteSchema = z.object({ note: moveSchema.shape.note });
export const noteMax = 500;

export const maximumAmountMessage = 'Please enter the maximum in pounds a year, between £0 and £1,000,000';

/** One row of the reimbursement table: the role's maximum in pounds a year (sent in pence). */
export const reimbursementFormSchema = z.object({
  amount: poundsField(reimbursementRateUpdateSchema.shape.maxAnnualPence, maximumAmountMessage),
});
export type ReimbursementFormInput = z.input<typeof reimbursementFormSchema>;
export type ReimbursementFormOutput = z.output<typeof reimbursementFormSchema>;
