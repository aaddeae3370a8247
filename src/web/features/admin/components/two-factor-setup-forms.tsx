import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authPasswordOnlyBody, authVerifyTotpBody } from '../../../../shared/accounts/auth-request.schemas';
import { formProblemOf, normalisedInput } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { normaliseTotpCode } from '../../../lib/auth-client/verify-totp';

/** The API's password rule, with this page's message for an empty field. */
const passwordStepSchema = z.object({
  password: z.string().min(1, 'Please enter your password').pipe(authPasswordOnlyBody.shape.password),
});

interface StepProps<Value> {
  onSubmit: (value: Value) => Promise<unknown>;
}

export function TwoFactorPasswordStep({ onSubmit }: StepProps<string>) {
  const form = useForm<{ password: string }>({
    resolver: zodResolver(passwordStepSchema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onSubmit(password);
    } catch (caught) {
      form.setError('root.server', { message: errorMessageOf(caught) });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-4" aria-label="Confirm password">
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message ?? formProblemOf(errors)}
        disabled={isSubmitting}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Processing...' : 'Continue'}
      </Button>
    </form>
  );
}

export function TwoFactorCodeStep({ onSubmit }: StepProps<string>) {
  const form = useForm<{ code: string }>({
    resolver: zodResolver(authVerifyTotpBody, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (caught) {
      form.setError('root.server', { message: errorMessageOf(caught) });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex max-w-sm flex-col gap-4" aria-label="Confirm code">
      <h2 className="font-semibold text-lg">3. Enter the code your app shows</h2>
      <TextField
        label="Two-factor code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ?? formProblemOf(errors)}
        disabled={isSubmitting}
        {...normalisedInput(form.register('code'), normaliseTotpCode)}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Verifying...' : 'Verify and finish'}
      </Button>
    </form>
  );
}
