import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { deleteAccountSchema } from '../../../../shared/accounts/account.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { deleteFailedMessage } from '../hooks/use-delete-account';

/** The API's confirmation rule, on what the user typed with spaces around it ignored. */
const confirmationSchema = z.object({
  confirmation: z.string().trim().pipe(deleteAccountSchema.shape.confirmation),
});

interface DeleteAccountConfirmationProps {
  busy: boolean;
  /** The last attempt failed: said here too, as the toast may sit behind the dialog. */
  failed?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  headingId?: string;
}

export function DeleteAccountConfirmation({
  busy,
  failed = false,
  onConfirm,
  onCancel,
  headingId,
}: DeleteAccountConfirmationProps) {
  const form = useForm<{ confirmation: string }>({
    resolver: zodResolver(confirmationSchema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { confirmation: '' },
  });
  const submit = form.handleSubmit(() => onConfirm());

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
        autoComplete="off"
        autoCapitalize="characters"
        error={form.formState.errors.confirmation?.message}
        disabled={busy}
        autoFocus
        {...form.register('confirmation')}
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
