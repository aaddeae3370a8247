import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { organisationDecisionSchema } from '../../../../shared/employer/organisation.schemas';
import { FieldError } from '../../../components/form/field-error';
import { describedBy, inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

const reasonMax = 500;

interface OrganisationReasonDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the reason of a rejection or revocation, which the organisation's members are shown and
 * sent. Checked by the shared schema the API uses (its message when empty).
 */
export function OrganisationReasonDialog({
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: OrganisationReasonDialogProps) {
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  const form = useForm<z.input<typeof organisationDecisionSchema>>({
    resolver: zodResolver(organisationDecisionSchema, undefined, { raw: true }),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit(({ reason }) => onConfirm(reason.trim()));

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <h2 id={titleId} className="break-words font-semibold text-lg">
          {title}
        </h2>
        <p id={textId} className="mt-2 text-slate-600">
          {description}
        </p>
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={reasonId} className={labelClasses}>
            Reason
          </label>
          <textarea
            id={reasonId}
            rows={3}
            required
            maxLength={reasonMax}
            readOnly={busy}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error ? errorId : undefined)}
            className={`${inputClasses} resize-y`}
            {...form.register('reason')}
          />
          <p id={hintId} className="text-slate-600 text-sm">
            Shown to the organisation’s members and sent to them by e-mail. Up to {reasonMax} characters.
          </p>
          <FieldError id={errorId} message={error} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Processing...' : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
