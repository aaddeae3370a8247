import {
  type LocumTerms,
  locumTermsMessages,
  takesLocumTerms,
} from '../../../shared/marketplace/locum-terms.schemas';
import type { OpportunityStatus } from '../../../shared/marketplace/opportunity.schemas';
import { feeBasisText, locumTermsText, successFee } from '../../../shared/marketplace/success-fee';
import { AppError } from '../../errors/app-error';
import type { OpportunityRow } from './opportunities.repository';

// The fee rules: docs/product/marketplace.md#locum-fees

type TermsColumns = Pick<OpportunityRow, 'locumDaysPerWeek' | 'locumLengthWeeks' | 'locumExpectedDays'>;

export function locumTermsOf(row: TermsColumns): LocumTerms | null {
  if (row.locumDaysPerWeek === null) return null;
  return {
    daysPerWeek: row.locumDaysPerWeek,
    lengthWeeks: row.locumLengthWeeks,
    expectedDays: row.locumExpectedDays,
  };
}

export function locumTermsColumns(terms: LocumTerms | null): TermsColumns {
  return {
    locumDaysPerWeek: terms?.daysPerWeek ?? null,
    locumLengthWeeks: terms?.lengthWeeks ?? null,
    locumExpectedDays: terms?.expectedDays ?? null,
  };
}

/** '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914', from the row's own terms. */
export const feeBasisOf = (row: OpportunityRow) => feeBasisText({ ...row, locumTerms: locumTermsOf(row) });

export const feeErrors = {
  termsNotApplicable: () =>
    new AppError(400, 'LOCUM_TERMS_NOT_APPLICABLE', locumTermsMessages.termsNotApplicable),
  termsAtPlacement: () => new AppError(400, 'LOCUM_TERMS_AT_PLACEMENT', locumTermsMessages.termsAtPlacement),
  termsRequired: () => new AppError(400, 'LOCUM_TERMS_REQUIRED', locumTermsMessages.daysPerWeek),
};

/**
 * A placement records the fee from the terms the team confirms or corrects, else those the organisation
 * sent; a locum day rate sent before terms were asked cannot be placed until the team gives them.
 */
export function feeOnMove(
  row: OpportunityRow,
  to: OpportunityStatus,
  confirmed: LocumTerms | undefined,
): Partial<OpportunityRow> {
  if (confirmed && to !== 'placed') throw feeErrors.termsAtPlacement();
  if (to !== 'placed') return {};
  if (confirmed && !takesLocumTerms(row)) throw feeErrors.termsNotApplicable();
  if (takesLocumTerms(row) && !confirmed && !locumTermsOf(row)) throw feeErrors.termsRequired();
  if (!confirmed) return { placedFeePence: row.feePence };
  const { feePence } = successFee({ ...row, locumTerms: confirmed });
  return { ...locumTermsColumns(confirmed), feePence, placedFeePence: feePence };
}

/** The organisation sees it with the fee; the professional does not. Null when the terms stand as sent. */
export function termsChangeNote(row: OpportunityRow, confirmed: LocumTerms | undefined): string | null {
  const sent = locumTermsOf(row);
  if (!confirmed) return null;
  const now = locumTermsText(confirmed);
  if (sent && locumTermsText(sent) === now) return null;
  return `Terms recorded at placement: ${now}${sent ? ` (sent as ${locumTermsText(sent)})` : ''}. Fee: ${feeBasisText({ ...row, locumTerms: confirmed })}`;
}
