import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { declineSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { CharacterCount } from '../../../components/form/character-count';
import { FieldError } from '../../../components/form/field-error';
import { describedBy, inputClasses, labelClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The shared schema's limit (declineSchema); the counter and maxLength show it. */
const reasonMax = 500;

interface DeclineOpportunityDialogProps {
  organisationName: string;
  busy: boolean;
  error: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Declines with an optional reason, checked by the schema the API uses. */
export function DeclineOpportunityDialog({
  organisationName,
  busy,
  error,
  onConfirm,
  onCancel,
}: DeclineOpportunityDialogProps) {
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  const form = useForm<z.input<typeof declineSchema>>({
    resolver: zodResolver(declineSchema, undefined, { raw: true }),
    defaultValues: { reason: '' },
  });
  const fieldError = form.formState.errors.reason?.message;
  const length = form.watch('reason')?.length ?? 0;
  const onSubmit = form.handleSubmit(({ reason }) => onConfirm(reason ?? ''));

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <h2 id={titleId} className="break-words font-semibold text-lg">
          Decline this opportunity?
        </h2>
        <p id={textId} className="mt-2 text-slate-600">
          {organisationName} will see only that you declined: never your reason, and nothing about you.
        </p>
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={reasonId} className={labelClasses}>
            Reason (optional)
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={reasonMax}
            readOnly={busy}
            autoFocus
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy(hintId, fieldError ? errorId : undefined)}
            className={`${inputClasses} resize-y`}
            {...form.register('reason')}
          />
          <p id={hintId} className="text-slate-600 text-sm">
            <CharacterCount length={length} limit={reasonMax} />
          </p>
          <FieldError id={errorId} message={fieldError} />
        </div>
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Processing...' : 'Decline opportunity'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
