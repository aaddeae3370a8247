import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { moderationSchema } from '../../../../shared/community/community.schemas';
import { communityLimits } from '../../../../shared/community/community-rules';
import { FieldError } from '../../../components/form/field-error';
import { describedBy, inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { apiActionOf, choiceLabels, choiceTexts, type ModerationChoice } from '../model/moderation-choices';

interface ModerationDialogProps {
  choice: ModerationChoice;
  kind: 'post' | 'comment';
  /** What the item is called (its heading), repeated in the dialog so the moderator knows which. */
  itemName: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The reason goes into the audit log; the shared moderationSchema checks it with the server's message. */
export function ModerationDialog({
  choice,
  kind,
  itemName,
  busy,
  onConfirm,
  onCancel,
}: ModerationDialogProps) {
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  const texts = choiceTexts(choice, kind);
  // Checked on submit; then on leaving a field that has text, and on each change while it shows an error.
  const form = useForm<z.input<typeof moderationSchema>, unknown, z.output<typeof moderationSchema>>({
    resolver: zodResolver(moderationSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { action: apiActionOf[choice], reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const reason = form.watch('reason');
  const onSubmit = form.handleSubmit((checked) => onConfirm(checked.reason));
  const field = form.register('reason', {
    onChange: () => {
      if (form.getFieldState('reason').error) void form.trigger('reason');
    },
    onBlur: () => {
      if (form.getValues('reason') !== '') void form.trigger('reason');
    },
  });

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <h2 id={titleId} className="font-semibold text-lg">
          {texts.title}
        </h2>
        <p id={textId} className="mt-2 text-slate-600">
          <span className="block break-words font-medium text-slate-900">{itemName}</span>
          {texts.description}
        </p>
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={reasonId} className={labelClasses}>
            Reason
          </label>
          <textarea
            id={reasonId}
            rows={3}
            required
            maxLength={communityLimits.moderationReasonMax}
            readOnly={busy}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error ? errorId : undefined)}
            className={`${inputClasses} resize-y`}
            {...field}
          />
          <p id={hintId} className="text-slate-600 text-sm">
            Recorded in the audit log. Up to {communityLimits.moderationReasonMax} characters.
          </p>
          <FieldError id={errorId} message={error} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={choice === 'hide' ? 'destructive' : 'primary'}
            disabled={busy || reason.trim() === ''}
          >
            {busy ? 'Processing...' : choiceLabels[choice]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
