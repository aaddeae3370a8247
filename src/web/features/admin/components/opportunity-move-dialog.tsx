import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminOpportunity, OpportunityStatus } from '../../../../shared/marketplace/opportunity.schemas';
import { FieldError } from '../../../components/form/field-error';
import { describedBy, inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { moveNoteSchema, noteMax } from '../model/opportunity-forms';
import { moveTextsFor } from '../model/opportunity-pipeline';

interface OpportunityMoveDialogProps {
  opportunity: AdminOpportunity;
  move: OpportunityStatus;
  busy: boolean;
  onConfirm: (note: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Asks before moving an opportunity to its next stage, with an optional note for the timeline.
 * Cancel and Escape leave it where it is.
 */
export function OpportunityMoveDialog({
  opportunity,
  move,
  busy,
  onConfirm,
  onCancel,
}: OpportunityMoveDialogProps) {
  const titleId = useId();
  const textId = useId();
  const noteId = useId();
  const hintId = `${noteId}-hint`;
  const errorId = `${noteId}-error`;
  const texts = moveTextsFor(move);
  const form = useForm<z.input<typeof moveNoteSchema>>({
    resolver: zodResolver(moveNoteSchema, undefined, { raw: true }),
    defaultValues: { note: '' },
  });
  const error = form.formState.errors.note?.message;
  const onSubmit = form.handleSubmit(({ note }) => onConfirm(note?.trim() || undefined));

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <h2 id={titleId} className="break-words font-semibold text-lg">
          {texts.title(opportunity)}
        </h2>
        <p id={textId} className="mt-2 text-slate-600">
          {texts.description(opportunity)}
        </p>
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={noteId} className={labelClasses}>
            Note (optional)
          </label>
          <input
            id={noteId}
            type="text"
            maxLength={noteMax}
            readOnly={busy}
            autoFocus
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error ? errorId : undefined)}
            className={inputClasses}
            {...form.register('note')}
          />
          <p id={hintId} className="text-slate-600 text-sm">
            Shown on the timeline, which the organisation and the professional see. Up to {noteMax}{' '}
            characters.
          </p>
          <FieldError id={errorId} message={error} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={texts.destructive ? 'destructive' : 'primary'} disabled={busy}>
            {busy ? 'Processing...' : texts.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
