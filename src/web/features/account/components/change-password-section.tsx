import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import {
  type PasswordChangeValues,
  passwordChangeSchema,
} from '../../../components/form/current-password-schema';
import { FormAlert } from '../../../components/form/form-alert';
import { formProblemOf } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { changePassword } from '../../../lib/auth-client/change-password';
import { notify } from '../../../lib/notify';

/** Change password (with the reset-password rules); other sessions of the account are signed out. */
export function ChangePasswordSection({ email }: { email: string }) {
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema({ requireCurrent: true }), undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useController({ control: form.control, name: 'password' });
  const confirmPassword = useController({ control: form.control, name: 'confirmPassword' });
  const { errors, isSubmitting: busy } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password: newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      notify.success('Password updated successfully!', {
        description: 'Your other devices have been signed out.',
      });
    } catch (caught) {
      const message = `Failed to update password: ${errorMessageOf(caught)}`;
      form.setError('root.server', { message });
      notify.error(message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-lg flex-col gap-4"
      aria-label="Change password"
    >
      <FormAlert message={formProblemOf(errors)} />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        disabled={busy}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        email={email}
        password={password.field.value}
        confirmPassword={confirmPassword.field.value}
        onPasswordChange={password.field.onChange}
        onConfirmPasswordChange={confirmPassword.field.onChange}
        passwordRef={password.field.ref}
        confirmPasswordRef={confirmPassword.field.ref}
        passwordError={errors.password?.message}
        confirmPasswordError={errors.confirmPassword?.message}
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
