import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { locumTermsMessages } from '../../../../shared/marketplace/locum-terms.schemas';
import { opportunityMessages } from '../../../../shared/marketplace/opportunity.schemas';
import {
  feeAmountMessage,
  feeFormSchema,
  maximumAmountMessage,
  moveFormSchema,
  poundsField,
  reimbursementFormSchema,
} from './opportunity-forms';

const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('feeFormSchema', () => {
  it('sends the amount typed in pounds as pence, with the trimmed note', () => {
    expect(feeFormSchema.parse({ amount: '£3,500.50', note: '  Agreed discount  ' })).toEqual({
      amount: 350_050,
      note: 'Agreed discount',
    });
  });

  it('asks for an amount in pounds and for the note the API requires', () => {
    expect(messagesOf(feeFormSchema.safeParse({ amount: '3500', note: '   ' }))).toEqual([
      opportunityMessages.feeNoteRequired,
    ]);
    expect(messagesOf(feeFormSchema.safeParse({ amount: 'lots', note: 'x' }))).toEqual([feeAmountMessage]);
    expect(messagesOf(feeFormSchema.safeParse({ amount: '1000000.01', note: 'x' }))).toEqual([
      feeAmountMessage,
    ]);
  });
});

describe('moveFormSchema', () => {
  it('takes an optional note on one line, and who reads it', () => {
    expect(moveFormSchema.parse({ note: ' Called both ', noteAudience: 'both' })).toEqual({
      note: 'Called both',
      noteAudience: 'both',
      locumTerms: undefined,
    });
    expect(moveFormSchema.parse({ note: '', noteAudience: 'organisation' })).toMatchObject({
      note: undefined,
    });
    expect(moveFormSchema.safeParse({ note: 'two\nlines', noteAudience: 'organisation' }).success).toBe(
      false,
    );
    expect(moveFormSchema.safeParse({ note: '', noteAudience: 'everyone' }).success).toBe(false);
  });

  it('reads a locum’s terms as the API takes them, with their messages under their fields', () => {
    const placing = { note: '', noteAudience: 'organisation' } as const;
    expect(
      moveFormSchema.parse({ ...placing, terms: { daysPerWeek: '4', lengthUnit: 'days', length: '90' } })
        .locumTerms,
    ).toEqual({ daysPerWeek: 4, lengthWeeks: null, expectedDays: 90 });
    const refused = moveFormSchema.safeParse({
      ...placing,
      terms: { daysPerWeek: '9', lengthUnit: 'weeks', length: '' },
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['terms.daysPerWeek', locumTermsMessages.daysPerWeek],
      ['terms.length', locumTermsMessages.lengthRequired],
    ]);
  });
});

describe('reimbursementFormSchema', () => {
  it('takes the maximum in pounds a year and sends pence', () => {
    expect(reimbursementFormSchema.parse({ amount: '£52,000' })).toEqual({ amount: 5_200_000 });
    expect(messagesOf(reimbursementFormSchema.safeParse({ amount: '' }))).toEqual([maximumAmountMessage]);
  });
});

describe('poundsField', () => {
  const field = poundsField(z.number().int().min(0).max(100_000_000), 'Please enter an amount');

  it('yields pence within the limit', () => {
    expect(field.parse('£1,000,000')).toBe(100_000_000);
    expect(field.parse('12.30')).toBe(1230);
  });

  it('shows its message for text that is not pounds, or an amount past the limit', () => {
    for (const text of ['', 'twelve', '1,000,000.01']) {
      const result = field.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter an amount']);
    }
  });
});
