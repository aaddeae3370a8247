import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { verifyTotp } from '../../lib/auth-client/verify-totp';
import { notify } from '../../lib/notify';
import { meQueryOptions, useMe } from '../../lib/session/get-me';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type TwoFactorSetup, useEnableTwoFactor } from './api/enable-two-factor';
import { TwoFactorSecret } from './components/two-factor-secret';
import { TwoFactorCodeStep, TwoFactorPasswordStep } from './components/two-factor-setup-forms';

export function TwoFactorSetupPage() {
  useDocumentTitle('Two-factor authentication');
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup>();

  const start = async (password: string) => setSetup(await enable.mutateAsync(password));

  const verify = async (code: string) => {
    await verifyTotp(code);
    await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    notify.success('Two-factor authentication is on');
    navigate(paths.platform.admin, { replace: true });
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
          <TwoFactorCodeStep onSubmit={verify} />
        </>
      ) : (
        <TwoFactorPasswordStep onSubmit={start} />
      )}
    </Container>
  );
}
