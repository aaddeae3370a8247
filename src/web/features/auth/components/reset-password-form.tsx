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
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { changePassword } from '../../../lib/auth-client/change-password';
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

/** New password + confirmation with the reset-password rules; a signed-in user also gives the current one. */
export function ResetPasswordForm({ target, onUpdated, onInvalidLink }: ResetPasswordFormProps) {
  const withSession = target.type === 'session';
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema({ requireCurrent: withSession }), undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useController({ control: form.control, name: 'password' });
  const confirmPassword = useController({ control: form.control, name: 'confirmPassword' });
  const { errors, isSubmitting: busy } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password: newPassword }) => {
    try {
      if (target.type === 'token') await resetPassword({ newPassword, token: target.token });
      else await changePassword({ currentPassword, newPassword });
      notify.success(resetMessages.updated);
      onUpdated();
    } catch (caught) {
      if (target.type === 'token' && isInvalidLink(caught)) return onInvalidLink();
      const message = resetMessages.failed(errorMessageOf(caught));
      form.setError('root.server', { message });
      notify.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Set a new password">
      <FormAlert message={formProblemOf(errors)} />
      {withSession ? (
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          disabled={busy}
          {...form.register('currentPassword')}
        />
      ) : null}
      <NewPasswordFields
        email={withSession ? target.email : ''}
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
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
