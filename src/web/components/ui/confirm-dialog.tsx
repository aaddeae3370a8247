import { useId } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; Escape and Cancel keep things as they are. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <h2 id={titleId} className="font-semibold text-lg">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-slate-600">
        {description}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? 'Processing...' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
