import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signInSchema } from '../../../../shared/accounts/account.schemas';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { firstMessageOf, formProblemOf } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSignIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

type SignInValues = z.input<typeof signInSchema>;

interface SignInFormProps {
  initialEmail?: string;
  /** A message to show above the form (e.g. 'Please check your email...' after sign-up). */
  notice?: string;
  onForgotPassword: () => void;
  onTwoFactorRequired: (rememberMe: boolean) => void;
}

export function SignInForm({
  initialEmail = '',
  notice,
  onForgotPassword,
  onTwoFactorRequired,
}: SignInFormProps) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { email: initialEmail, password: '', rememberMe: false },
  });
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const { errors, isSubmitting: busy } = form.formState;

  const onInvalid = (found: FieldErrors<SignInValues>) =>
    notify.error('Sign In Failed', { description: firstMessageOf(found) });

  const onSubmit = form.handleSubmit(async ({ email, password, rememberMe }) => {
    try {
      const result = await signIn.mutateAsync({
        email: email ?? '',
        password: password ?? '',
        rememberMe: rememberMe ?? false,
      });
      if (result === 'two_factor_required') return onTwoFactorRequired(rememberMe ?? false);
      await completeSignIn(rememberMe ?? false, 'welcome');
    } catch (caught) {
      const message = errorMessageOf(caught);
      form.setError('root.server', { message });
      notify.error('Sign In Failed', { description: message });
    }
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert message={notice} tone="success" />
      <FormAlert message={formProblemOf(errors)} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        disabled={busy}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        disabled={busy}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField disabled={busy} {...form.register('rememberMe')}>
          Stay signed in
        </CheckboxField>
        <Button variant="ghost" onClick={onForgotPassword} disabled={busy}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
