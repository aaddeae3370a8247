import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ArrsRoleId } from '../../../../shared/content/arrs-roles';
import { formatPounds, type ReimbursementRate } from '../../../../shared/marketplace/opportunity.schemas';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { penceToPoundsInput } from '../../../lib/pounds-input';
import { formatDay } from '../../../lib/uk-dates';
import { useSetReimbursementRate } from '../api/set-reimbursement-rate';
import {
  type ReimbursementFormInput,
  type ReimbursementFormOutput,
  reimbursementFormSchema,
} from '../model/opportunity-forms';

interface ReimbursementRateRowProps {
  role: { id: ArrsRoleId; name: string };
  financialYear: string;
  rate: ReimbursementRate | undefined;
}

export function ReimbursementRateRow({ role, financialYear, rate }: ReimbursementRateRowProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const save = useSetReimbursementRate();
  const form = useForm<ReimbursementFormInput, unknown, ReimbursementFormOutput>({
    resolver: zodResolver(reimbursementFormSchema),
    defaultValues: { amount: rate ? penceToPoundsInput(rate.maxAnnualPence) : '' },
  });
  const error = form.formState.errors.amount?.message;
  const onSubmit = form.handleSubmit(async ({ amount }) => {
    try {
      await save.mutateAsync({ role: role.id, financialYear, maxAnnualPence: amount });
      notify.success('Maximum saved', {
        description: `${role.name}, ${financialYear}: ${formatPounds(amount)} a year`,
      });
    } catch (failure) {
      notify.error('Failed to save the maximum', { description: errorMessageOf(failure) });
    }
  });

  return (
    <tr className="border-slate-200 border-b align-top">
      <th scope="row" className="py-3 pr-4 text-left font-medium text-slate-900">
        {role.name}
      </th>
      <td className="py-3 pr-4 text-slate-900">
        {rate ? (
          `${formatPounds(rate.maxAnnualPence)} a year`
        ) : (
          <span className="text-slate-600">Not set</span>
        )}
        {rate ? (
          <span className="block text-slate-600 text-xs">Updated {formatDay(rate.updatedAt)}</span>
        ) : null}
      </td>
      <td className="py-3">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              New maximum for {role.name}, {financialYear} (£ a year)
            </label>
            <input
              id={inputId}
              inputMode="decimal"
              autoComplete="off"
              readOnly={save.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={`${inputClasses} max-w-40`}
              {...form.register('amount')}
            />
            <Button type="submit" variant="secondary" className="min-h-11" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
              <span className="sr-only"> {role.name}</span>
            </Button>
          </div>
          <FieldError id={errorId} message={error} />
        </form>
      </td>
    </tr>
  );
}
