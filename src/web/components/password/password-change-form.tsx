import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { type PasswordChangeValues, passwordChangeSchema } from '../form/current-password-schema';
import { FormAlert } from '../form/form-alert';
import { formProblemOf } from '../form/form-errors';
import { PasswordField } from '../form/password-field';
import { Button } from '../ui/button';
import type { ButtonSize } from '../ui/button-styles';
import { NewPasswordFields } from './new-password-fields';

export interface PasswordChange {
  /** Empty unless `requireCurrent`. */
  currentPassword: string;
  newPassword: string;
}

interface PasswordChangeFormProps {
  label: string;
  /** Whether the current password is asked for first (a signed-in change, not a reset link). */
  requireCurrent: boolean;
  /** The account's e-mail address, which the strength check keeps out of the new password. */
  email: string;
  /** Sends the change and says it worked (toast, navigation); throws when it did not. */
  onSubmit: (change: PasswordChange) => Promise<void>;
  /** What to show for a failure, or null when `onSubmit`'s caller has dealt with it. */
  failureMessage: (caught: unknown) => string | null;
  className?: string;
  submitSize?: ButtonSize;
  submitClassName?: string;
}

/** The form of the reset page and of account settings; emptied after a success. */
export function PasswordChangeForm({
  label,
  requireCurrent,
  email,
  onSubmit,
  failureMessage,
  className = 'flex flex-col gap-4',
  submitSize,
  submitClassName,
}: PasswordChangeFormProps) {
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema({ requireCurrent }), undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useController({ control: form.control, name: 'password' });
  const confirmPassword = useController({ control: form.control, name: 'confirmPassword' });
  const { errors, isSubmitting: busy } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, password: newPassword }) => {
    try {
      await onSubmit({ currentPassword, newPassword });
      form.reset();
    } catch (caught) {
      const message = failureMessage(caught);
      if (message !== null) form.setError('root.server', { message });
    }
  });

  return (
    <form noValidate onSubmit={submit} className={className} aria-label={label}>
      <FormAlert message={formProblemOf(errors)} />
      {requireCurrent ? (
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          disabled={busy}
          {...form.register('currentPassword')}
        />
      ) : null}
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
      <Button type="submit" size={submitSize} disabled={busy} className={submitClassName}>
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
