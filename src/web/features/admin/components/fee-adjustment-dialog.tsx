import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { penceToPoundsInput } from '../../../lib/pounds-input';
import { type FeeFormInput, type FeeFormOutput, feeFormSchema, noteMax } from '../model/opportunity-forms';
import { recordedFee } from '../model/opportunity-pipeline';

interface FeeAdjustmentDialogProps {
  opportunity: AdminOpportunity;
  busy: boolean;
  onConfirm: (fee: { feePence: number; note: string }) => void;
  onCancel: () => void;
}

export function FeeAdjustmentDialog({ opportunity, busy, onConfirm, onCancel }: FeeAdjustmentDialogProps) {
  const titleId = useId();
  const textId = useId();
  const form = useForm<FeeFormInput, unknown, FeeFormOutput>({
    resolver: zodResolver(feeFormSchema),
    defaultValues: { amount: penceToPoundsInput(recordedFee(opportunity).pence), note: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ amount, note }) => onConfirm({ feePence: amount, note }));

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-4">
        <div>
          <h2 id={titleId} className="break-words font-semibold text-lg">
            Adjust the fee for {opportunity.candidateName} with {opportunity.organisationName}
          </h2>
          <p id={textId} className="mt-2 text-slate-600">
            Computed from the pay and terms: {opportunity.feeBasis}. The amount you save is recorded for
            invoicing.
          </p>
        </div>
        <TextField
          label="Fee (£)"
          inputMode="decimal"
          autoFocus
          autoComplete="off"
          required
          readOnly={busy}
          hint="In pounds, e.g. 4050 or 4,050.50."
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label="Note"
          autoComplete="off"
          required
          maxLength={noteMax}
          readOnly={busy}
          hint={`Why the fee changed. Shown on the timeline to our team and the organisation, never to the professional. Up to ${noteMax} characters.`}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Processing...' : 'Save fee'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
