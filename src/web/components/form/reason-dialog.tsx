import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FieldError } from './field-error';
import { describedBy, inputClasses, labelClasses } from './field-styles';
import { FormAlert } from './form-alert';

/** A form whose one field is `reason`, checked by the shared schema the API uses. */
type ReasonSchema = z.ZodType<{ reason?: string | undefined }, { reason?: string | undefined }>;

export interface ReasonDialogProps {
  title: string;
  description: ReactNode;
  /** The schema allows no reason: the field is labelled 'Reason (optional)'. */
  optional?: boolean;
  schema: ReasonSchema;
  maxLength: number;
  /** Under the field: who sees the reason, or a counter (it is given the current length). */
  hint: (length: number) => ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Focus moves to the reason and returns to the opener on close; Escape cancels unless a request is out. */
export function ReasonDialog({
  title,
  description,
  optional = false,
  schema,
  maxLength,
  hint,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  const form = useForm<{ reason?: string | undefined }>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: { reason: '' },
  });
  const fieldError = form.formState.errors.reason?.message;
  const length = form.watch('reason')?.length ?? 0;
  const onSubmit = form.handleSubmit(({ reason }) => onConfirm((reason ?? '').trim()));

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
            {optional ? 'Reason (optional)' : 'Reason'}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            required={!optional}
            maxLength={maxLength}
            readOnly={busy}
            autoFocus
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy(hintId, fieldError ? errorId : undefined)}
            className={`${inputClasses} resize-y`}
            {...form.register('reason')}
          />
          <p id={hintId} className="text-slate-600 text-sm">
            {hint(length)}
          </p>
          <FieldError id={errorId} message={fieldError} />
        </div>
        {error ? (
          <div className="mt-4">
            <FormAlert message={error} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
