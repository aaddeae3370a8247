import { type FormEvent, useState } from 'react';
import { signInSchema } from '../../../../shared/accounts/account.schemas';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { firstProblem } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';
import { useSignIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

interface SignInFormProps {
  initialEmail?: string;
  /** A message to show above the form (e.g. 'Please check your email...' after sign-up). */
  notice?: string;
  onForgotPassword: () => void;
  onTwoFactorRequired: (rememberMe: boolean) => void;
}

/** Spec §2.5 sign-in: e-mail, password with show/hide, 'Stay signed in'. */
export function SignInForm({
  initialEmail = '',
  notice,
  onForgotPassword,
  onTwoFactorRequired,
}: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string>();
  const [completing, setCompleting] = useState(false);
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const busy = signIn.isPending || completing;

  const fail = (message: string) => {
    setError(message);
    notify.error('Sign In Failed', { description: message });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstProblem(signInSchema, { email, password, rememberMe });
    if (problem) return fail(problem.message);
    setError(undefined);
    try {
      const result = await signIn.mutateAsync({ email, password, rememberMe });
      if (result === 'two_factor_required') return onTwoFactorRequired(rememberMe);
      setCompleting(true);
      await completeSignIn(rememberMe, 'welcome');
    } catch (caught) {
      fail(errorMessageOf(caught));
    } finally {
      setCompleting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert message={notice} tone="success" />
      <FormAlert message={error} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={busy}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
          disabled={busy}
        >
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
