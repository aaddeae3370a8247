import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import {
  normaliseTotpCode,
  totpCodeMessage,
  totpCodePattern,
  verifyTotp,
} from '../../../lib/auth-client/verify-totp';
import { notify } from '../../../lib/notify';
import { verifyBackupCode } from '../api/verify-backup-code';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

interface TwoFactorChallengeProps {
  rememberMe: boolean;
  onBack: () => void;
}

/** The second sign-in step of an admin with TOTP: a 6-digit code, or one of the recovery codes. */
export function TwoFactorChallenge({ rememberMe, onBack }: TwoFactorChallengeProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const completeSignIn = useCompleteSignIn();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!useRecovery && !totpCodePattern.test(code)) {
      setError(totpCodeMessage);
      return;
    }
    if (useRecovery && code.trim() === '') {
      setError('Enter one of your recovery codes');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await (useRecovery ? verifyBackupCode(code) : verifyTotp(code));
      await completeSignIn(rememberMe, 'welcome');
    } catch (caught) {
      const message = errorMessageOf(caught);
      setError(message);
      notify.error('Sign In Failed', { description: message });
    } finally {
      setBusy(false);
    }
  };

  const switchMode = () => {
    setUseRecovery((value) => !value);
    setCode('');
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Two-factor code">
      <p className="text-slate-600">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor authentication.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {useRecovery ? (
        <TextField
          key="recovery"
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          disabled={busy}
          autoFocus
        />
      ) : (
        <TextField
          key="totp"
          label="Two-factor code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(normaliseTotpCode(event.target.value))}
          error={error}
          disabled={busy}
          autoFocus
        />
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={switchMode} disabled={busy}>
        {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Sign In
      </Button>
    </form>
  );
}
