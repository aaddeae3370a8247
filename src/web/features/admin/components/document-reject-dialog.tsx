import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { documentReasonMax, documentRejectionSchema } from '../../../../shared/admin/documents.schemas';
import { FieldError } from '../../../components/form/field-error';
import { describedBy, inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface DocumentRejectDialogProps {
  documentLabel: string;
  candidateName: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the reason a document is rejected: the candidate sees it on their documents page and is
 * sent it. Checked by the shared schema the API uses. Focus moves to the reason and returns to the
 * Reject button when the dialog closes.
 */
export function DocumentRejectDialog({
  documentLabel,
  candidateName,
  busy,
  onConfirm,
  onCancel,
}: DocumentRejectDialogProps) {
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  const form = useForm<z.input<typeof documentRejectionSchema>>({
    resolver: zodResolver(documentRejectionSchema, undefined, { raw: true }),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit(({ reason }) => onConfirm(reason.trim()));

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <h2 id={titleId} className="break-words font-semibold text-lg">
          Reject {documentLabel}?
        </h2>
        <p id={textId} className="mt-2 text-slate-600">
          {candidateName} will be told that this document could not be verified, and why, so they can upload a
          new copy.
        </p>
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={reasonId} className={labelClasses}>
            Reason
          </label>
          <textarea
            id={reasonId}
            rows={3}
            required
            maxLength={documentReasonMax}
            readOnly={busy}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error ? errorId : undefined)}
            className={`${inputClasses} resize-y`}
            {...form.register('reason')}
          />
          <p id={hintId} className="text-slate-600 text-sm">
            Shown to the candidate and sent to them by e-mail. Up to {documentReasonMax} characters.
          </p>
          <FieldError id={errorId} message={error} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject document'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
