import { type FormEvent, useState } from 'react';
import { accountMessages, newPasswordSchema } from '../../../../shared/accounts/account.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { Button } from '../../../components/ui/button';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { changePassword } from '../../../lib/auth-client/change-password';
import { type FormProblem, firstProblem, problemFor } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';
import { resetPassword } from '../api/reset-password';
import { resetMessages } from '../reset-link';

export type ResetTarget = { type: 'token'; token: string } | { type: 'session'; email: string };

interface ResetPasswordFormProps {
  target: ResetTarget;
  onUpdated: () => void;
  /** The server refused the link itself (used, expired or unknown token). */
  onInvalidLink: () => void;
}

function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && (error.code === 'INVALID_TOKEN' || error.message === resetMessages.invalidLink);
}

/** New password + confirmation with the spec §5 reset rules; a signed-in user also gives the current one. */
export function ResetPasswordForm({ target, onUpdated, onInvalidLink }: ResetPasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const [busy, setBusy] = useState(false);
  const withSession = target.type === 'session';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found =
      withSession && currentPassword === ''
        ? { field: 'currentPassword', message: accountMessages.fillAllFields }
        : firstProblem(newPasswordSchema, { password, confirmPassword });
    if (found) return setProblem(found);
    setProblem(undefined);
    setBusy(true);
    try {
      if (target.type === 'token') await resetPassword({ newPassword: password, token: target.token });
      else await changePassword({ currentPassword, newPassword: password });
      notify.success(resetMessages.updated);
      onUpdated();
    } catch (caught) {
      if (target.type === 'token' && isInvalidLink(caught)) return onInvalidLink();
      const message = resetMessages.failed(errorMessageOf(caught));
      setProblem({ field: 'form', message });
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Set a new password">
      <FormAlert message={problem?.field === 'form' ? problem.message : undefined} />
      {withSession ? (
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={problemFor(problem, 'currentPassword')}
          disabled={busy}
        />
      ) : null}
      <NewPasswordFields
        email={withSession ? target.email : ''}
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
        passwordError={problemFor(problem, 'password')}
        confirmPasswordError={problemFor(problem, 'confirmPassword')}
        passwordLabel="New Password"
        confirmLabel="Confirm New Password"
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
