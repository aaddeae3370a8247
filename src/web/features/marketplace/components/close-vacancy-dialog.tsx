import { type FormEvent, useId, useState } from 'react';
import { type employerClosedReasons, vacancyMessages } from '../../../../shared/marketplace/vacancy.schemas';
import { FieldError } from '../../../components/form/field-error';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { closedReasonLabels } from '../model/vacancy-display';

type CloseReason = (typeof employerClosedReasons)[number];

const reasonHints: Record<CloseReason, string> = {
  filled: 'You have hired someone for this job.',
  withdrawn: 'You no longer need to fill it.',
};

/** Closing cannot be undone (duplicate to advertise again), so it asks why and waits for a confirmation. */
export function CloseVacancyDialog({
  title,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  busy: boolean;
  onConfirm: (reason: CloseReason) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<CloseReason | undefined>();
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) onConfirm(reason);
    else setMissing(true);
  };
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <h2 id={titleId} className="break-words font-semibold text-lg">
          Close “{title}”?
        </h2>
        <p id={textId} className="mt-2 text-slate-600">
          Professionals can no longer apply. A closed vacancy cannot be opened again: duplicate it to
          advertise again.
        </p>
        <fieldset
          className="mt-4 flex flex-col gap-2"
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? errorId : undefined}
        >
          <legend className="font-medium text-slate-900 text-sm">Why are you closing it?</legend>
          {(['filled', 'withdrawn'] as const).map((value, index) => (
            <label key={value} className="flex min-h-11 items-start gap-3">
              <input
                type="radio"
                name="close-reason"
                value={value}
                checked={reason === value}
                autoFocus={index === 0}
                onChange={() => {
                  setReason(value);
                  setMissing(false);
                }}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="text-slate-800">
                <span className="font-medium">{closedReasonLabels[value]}</span>
                <span className="block text-slate-600 text-sm">{reasonHints[value]}</span>
              </span>
            </label>
          ))}
          <FieldError id={errorId} message={missing ? vacancyMessages.closeReasonRequired : undefined} />
        </fieldset>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Closing...' : 'Close vacancy'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
