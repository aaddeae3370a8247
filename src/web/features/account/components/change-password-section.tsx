import { type FormEvent, useState } from 'react';
import { accountMessages, newPasswordSchema } from '../../../../shared/accounts/account.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { changePassword } from '../../../lib/auth-client/change-password';
import { type FormProblem, firstProblem, problemFor } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';

/** Change password (spec §5 reset rules); other sessions of the account are signed out. */
export function ChangePasswordSection({ email }: { email: string }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found =
      currentPassword === ''
        ? { field: 'currentPassword', message: accountMessages.fillAllFields }
        : firstProblem(newPasswordSchema, { password, confirmPassword });
    if (found) return setProblem(found);
    setProblem(undefined);
    setBusy(true);
    try {
      await changePassword({ currentPassword, newPassword: password });
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
      notify.success('Password updated successfully!', {
        description: 'Your other devices have been signed out.',
      });
    } catch (caught) {
      const message = `Failed to update password: ${errorMessageOf(caught)}`;
      setProblem({ field: 'form', message });
      notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-lg flex-col gap-4" aria-label="Change password">
      <FormAlert message={problem?.field === 'form' ? problem.message : undefined} />
      <PasswordField
        label="Current Password"
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={problemFor(problem, 'currentPassword')}
        disabled={busy}
      />
      <NewPasswordFields
        email={email}
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
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
