import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { wrapFocus } from './focus-wrap';

interface DialogProps {
  /** Id of the element naming the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** Escape or a click on the backdrop calls this; without it the dialog cannot be dismissed. */
  onDismiss?: () => void;
  children: ReactNode;
  className?: string;
}

/** On the native <dialog>: the page behind is inert, and focus returns to where it was on close. */
export function Dialog({ labelledBy, describedBy, onDismiss, children, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    // Chromium may close a modal on a repeated Escape even when `cancel` is prevented: a dialog
    // that cannot be dismissed opens again, any other one reports the dismissal.
    const keepOpen = () => {
      if (!dialog.isConnected) return;
      if (dismissRef.current) dismissRef.current();
      else dialog.showModal();
    };
    // A click on the dialog element itself is a click on the backdrop (the content fills the box);
    // Escape is the keyboard's way to the same dismissal.
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) dismissRef.current?.();
    };
    const onKeyDown = (event: KeyboardEvent) => wrapFocus(event, dialog);
    dialog.addEventListener('close', keepOpen);
    dialog.addEventListener('click', onBackdropClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', keepOpen);
      dialog.removeEventListener('click', onBackdropClick);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        dismissRef.current?.();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 ${className}`}
    >
      <div className="p-6">{children}</div>
    </dialog>
  );
}
