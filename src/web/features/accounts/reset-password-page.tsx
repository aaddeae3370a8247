import { RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { FormAlert } from '../../components/form/form-alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { LoadingState } from '../../components/ui/loading-state';
import { notify } from '../../lib/notify';
import { useMe } from '../../lib/session/get-me';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ResetPasswordForm } from './components/reset-password-form';
import {
  resetErrorRedirectMs,
  resetMessages,
  resetMode,
  resetSuccessRedirectMs,
  type SessionState,
} from './model/reset-link';

export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();
  const [outcome, setOutcome] = useState<'updated' | 'invalid'>();
  const session: SessionState = me.isPending
    ? { status: 'loading' }
    : me.isError
      ? { status: 'error' }
      : { status: 'ready', email: me.data?.user.email };
  const mode = outcome === 'invalid' ? ({ type: 'invalid' } as const) : resetMode(search, session);

  const goToSignIn = useCallback(() => navigate(paths.platform.auth, { replace: true }), [navigate]);

  useEffect(() => {
    if (mode.type !== 'invalid') return undefined;
    notify.error(resetMessages.invalidLink);
    const timer = window.setTimeout(goToSignIn, resetErrorRedirectMs);
    return () => window.clearTimeout(timer);
  }, [mode.type, goToSignIn]);

  useEffect(() => {
    if (outcome !== 'updated') return undefined;
    const timer = window.setTimeout(goToSignIn, resetSuccessRedirectMs);
    return () => window.clearTimeout(timer);
  }, [outcome, goToSignIn]);

  return (
    <Container className="max-w-xl py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Set a new password</h1>
      <div className="mt-6 flex flex-col gap-4">
        {mode.type === 'checking' ? <LoadingState text="Checking your reset link..." /> : null}
        {mode.type === 'invalid' ? (
          <>
            <FormAlert message={resetMessages.invalidLink} />
            <LinkButton to={paths.platform.auth} variant="secondary">
              Back to sign in
            </LinkButton>
          </>
        ) : null}
        {mode.type === 'unverifiable' ? (
          <>
            <FormAlert message={resetMessages.unverifiable} />
            <Button variant="secondary" onClick={() => void me.refetch()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try Again
            </Button>
          </>
        ) : null}
        {outcome === 'updated' ? <FormAlert tone="success" message={resetMessages.updated} /> : null}
        {(mode.type === 'token' || mode.type === 'session') && outcome !== 'updated' ? (
          <ResetPasswordForm
            target={mode}
            onUpdated={() => setOutcome('updated')}
            onInvalidLink={() => setOutcome('invalid')}
          />
        ) : null}
      </div>
    </Container>
  );
}
