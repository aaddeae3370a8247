import { type FormEvent, useState } from 'react';
import { deleteAccountSchema } from '../../../../shared/accounts/account.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { firstProblem } from '../../../lib/form-problem';
import { deleteFailedMessage } from '../hooks/use-delete-account';

interface DeleteAccountConfirmationProps {
  busy: boolean;
  /** The last attempt failed: said here too, as the toast may sit behind the dialog. */
  failed?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Id for the heading, so a dialog can be named by it. */
  headingId?: string;
}

/** The confirmation step before an account is erased: the user types DELETE. */
export function DeleteAccountConfirmation({
  busy,
  failed = false,
  onConfirm,
  onCancel,
  headingId,
}: DeleteAccountConfirmationProps) {
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstProblem(deleteAccountSchema, { confirmation: confirmation.trim() });
    if (problem) return setError(problem.message);
    setError(undefined);
    onConfirm();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-lg text-red-800">
        Delete your account?
      </h2>
      <p className="text-slate-700">
        Your profile and personal details are erased and you are signed out everywhere. Your community posts
        and comments stay, shown as 'Anonymous User'. This cannot be undone.
      </p>
      <FormAlert message={failed ? deleteFailedMessage : undefined} />
      <TextField
        label="Type DELETE to confirm"
        name="confirmation"
        autoComplete="off"
        autoCapitalize="characters"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={error}
        disabled={busy}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Account'}
        </Button>
      </div>
    </form>
  );
}
