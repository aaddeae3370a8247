import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { errorMessageOf } from '../../lib/api-client';
import {
  normaliseTotpCode,
  totpCodeMessage,
  totpCodePattern,
  verifyTotp,
} from '../../lib/auth-client/verify-totp';
import { notify } from '../../lib/notify';
import { meQueryOptions, useMe } from '../../lib/session/get-me';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type TwoFactorSetup, useEnableTwoFactor } from './api/enable-two-factor';
import { TwoFactorSecret } from './components/two-factor-secret';

/** Admins enrol in TOTP before anything else in the admin area (issue 3). */
export function TwoFactorSetupPage() {
  useDocumentTitle('Two-factor authentication');
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enable = useEnableTwoFactor();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [verifying, setVerifying] = useState(false);

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') return setError('Please enter your password');
    setError(undefined);
    enable.mutate(password, {
      onSuccess: (result) => {
        setPassword('');
        setSetup(result);
      },
      onError: (caught) => setError(errorMessageOf(caught)),
    });
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!totpCodePattern.test(code)) return setError(totpCodeMessage);
    setError(undefined);
    setVerifying(true);
    try {
      await verifyTotp(code);
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      notify.success('Two-factor authentication is on');
      navigate(paths.platform.admin, { replace: true });
    } catch (caught) {
      setError(errorMessageOf(caught));
    } finally {
      setVerifying(false);
    }
  };

  if (me.data?.user.twoFactorEnabled) {
    return (
      <Container className="flex flex-col items-start gap-4 py-12">
        <ShieldCheck aria-hidden="true" className="size-10 text-emerald-700" />
        <h1 className="font-bold text-3xl tracking-tight">Two-factor authentication is on</h1>
        <LinkButton to={paths.platform.admin}>Go to the admin dashboard</LinkButton>
      </Container>
    );
  }

  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <h1 className="font-bold text-3xl tracking-tight">Set up two-factor authentication</h1>
      <p className="text-slate-600">
        Admin accounts sign in with a password and a code from an authenticator app. Set it up once to
        continue to the admin area.
      </p>
      {setup ? (
        <>
          <TwoFactorSecret setup={setup} />
          <form
            noValidate
            onSubmit={verify}
            className="flex max-w-sm flex-col gap-4"
            aria-label="Confirm code"
          >
            <h2 className="font-semibold text-lg">3. Enter the code your app shows</h2>
            <TextField
              label="Two-factor code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(normaliseTotpCode(event.target.value))}
              error={error}
              disabled={verifying}
            />
            <Button type="submit" disabled={verifying}>
              {verifying ? 'Verifying...' : 'Verify and finish'}
            </Button>
          </form>
        </>
      ) : (
        <form
          noValidate
          onSubmit={start}
          className="flex max-w-sm flex-col gap-4"
          aria-label="Confirm password"
        >
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
            disabled={enable.isPending}
          />
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? 'Processing...' : 'Continue'}
          </Button>
        </form>
      )}
    </Container>
  );
}
