import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  authVerifyBackupCodeBody,
  authVerifyTotpBody,
} from '../../../../shared/accounts/auth-request.schemas';
import { formProblemOf, normalisedInput } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { normaliseTotpCode, verifyTotp } from '../../../lib/auth-client/verify-totp';
import { notify } from '../../../lib/notify';
import { verifyBackupCode } from '../api/verify-backup-code';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** The API's recovery-code rule, with the sign-in screen's own words for an empty field. */
const recoveryCodeSchema = authVerifyBackupCodeBody.extend({
  code: z
    .string()
    .trim()
    .min(1, 'Enter one of your recovery codes')
    .pipe(authVerifyBackupCodeBody.shape.code),
});

interface TwoFactorChallengeProps {
  rememberMe: boolean;
  onBack: () => void;
}

export function TwoFactorChallenge({ rememberMe, onBack }: TwoFactorChallengeProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  // A new form for each way of signing in: switching clears the code and its error.
  return (
    <ChallengeForm
      key={useRecovery ? 'recovery' : 'totp'}
      useRecovery={useRecovery}
      rememberMe={rememberMe}
      onSwitch={() => setUseRecovery((value) => !value)}
      onBack={onBack}
    />
  );
}

interface ChallengeFormProps extends TwoFactorChallengeProps {
  useRecovery: boolean;
  onSwitch: () => void;
}

function ChallengeForm({ useRecovery, rememberMe, onSwitch, onBack }: ChallengeFormProps) {
  const form = useForm<{ code: string }>({
    resolver: zodResolver(useRecovery ? recoveryCodeSchema : authVerifyTotpBody, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const completeSignIn = useCompleteSignIn();
  const { errors, isSubmitting: busy } = form.formState;
  const error = errors.code?.message ?? formProblemOf(errors);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await (useRecovery ? verifyBackupCode(code) : verifyTotp(code));
      await completeSignIn(rememberMe, 'welcome');
    } catch (caught) {
      const message = errorMessageOf(caught);
      form.setError('root.server', { message });
      notify.error('Sign In Failed', { description: message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Two-factor code">
      <p className="text-slate-600">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor authentication.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {useRecovery ? (
        <TextField
          label="Recovery code"
          autoComplete="off"
          error={error}
          disabled={busy}
          autoFocus
          {...form.register('code')}
        />
      ) : (
        <TextField
          label="Two-factor code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={error}
          disabled={busy}
          autoFocus
          {...normalisedInput(form.register('code'), normaliseTotpCode)}
        />
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={onSwitch} disabled={busy}>
        {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Sign In
      </Button>
    </form>
  );
}
