import { Info, PoundSterling } from 'lucide-react';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import {
  type LocumTermsFields,
  locumTermsMessages,
  takesLocumTerms,
} from '../../../../shared/marketplace/locum-terms.schemas';
import {
  formatPounds,
  type OpportunityEmploymentType,
  type PayBasis,
} from '../../../../shared/marketplace/opportunity.schemas';
import { useReimbursementRates } from '../api/get-reimbursement-rates';
import { feePreview, feeShareText, percent } from '../model/opportunity-form-values';

interface FeePreviewProps {
  role: string;
  employmentType: OpportunityEmploymentType;
  payBasis: PayBasis;
  payAmount: string;
  terms: LocumTermsFields;
}

/** By the rule the server applies (docs/product/marketplace.md#locum-fees); the ARRS maximum where known. */
export function FeePreview({ role, employmentType, payBasis, payAmount, terms }: FeePreviewProps) {
  const { rate, basis } = feePreview({ employmentType, payBasis, payAmount, terms });
  const rates = useReimbursementRates();
  const known = rates.data?.rates.find(
    (entry) => entry.role === role && entry.financialYear === rates.data.financialYear,
  );
  const share = `${percent(rate)} ${feeShareText({ employmentType, payBasis })}`;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm">
      <p aria-live="polite" className="flex items-start gap-2 text-slate-900" data-testid="fee-preview">
        <PoundSterling aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-800" />
        <span>
          {employmentType === 'permanent' && payBasis === 'day_rate' ? (
            <>{locumTermsMessages.permanentDayRate}.</>
          ) : basis === undefined ? (
            <>
              Success fee on placement: {share}. Enter the pay
              {takesLocumTerms({ employmentType, payBasis }) ? ' and the terms' : ''} to see the amount.
            </>
          ) : (
            <>
              Success fee on placement: <strong>{basis}</strong>
            </>
          )}
        </span>
      </p>
      {known ? (
        <p className="flex items-start gap-2 text-slate-800" data-testid="arrs-guidance">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-800" />
          <span>
            ARRS maximum reimbursable amount for {arrsRoleName(known.role) ?? known.role} in{' '}
            {known.financialYear}: {formatPounds(known.maxAnnualPence)} a year (guidance only; check current
            NHS England figures)
          </span>
        </p>
      ) : null}
      <p className="text-slate-700">
        The professional is never charged. Their name and contact details are shared with you only if they
        approve this opportunity.
      </p>
    </div>
  );
}
