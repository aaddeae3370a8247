import { LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { DashboardLoading } from '../../components/ui/loading-state';
import { useSignOut } from '../../lib/auth-client/sign-out';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyOrganisation } from './api/get-my-organisation';
import { useRegisterOrganisation } from './api/register-organisation';
import { InvitationOffer } from './components/invitation-offer';
import { OrganisationForm } from './components/organisation-form';
import { OrganisationLoadError } from './components/organisation-load-error';
import { emptyOrganisationForm } from './model/organisation-form-values';

/** Registers an organisation or joins the one that invited them; either way on to the employer area. */
export function EmployerRegisterPage() {
  useDocumentTitle('Employer registration');
  const query = useMyOrganisation();
  const [searchParams] = useSearchParams();
  if (query.isPending) return <DashboardLoading />;
  if (query.isError) return <OrganisationLoadError onRetry={() => void query.refetch()} />;
  if (query.data.organisation) return <Navigate to={paths.platform.employer} replace />;
  return (
    <RegistrationStep
      token={searchParams.get('invite') || undefined}
      invitedBy={query.data.pendingInvite?.organisationName}
    />
  );
}

function RegistrationStep({
  token,
  invitedBy,
}: {
  token: string | undefined;
  invitedBy: string | undefined;
}) {
  const invited = token !== undefined || invitedBy !== undefined;
  const [view, setView] = useState<'invitation' | 'form'>(invited ? 'invitation' : 'form');
  const register = useRegisterOrganisation();
  const signOut = useSignOut();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a switch between the invitation and the form, focus goes to the new heading.
  const show = (next: typeof view) => {
    setView(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-bold text-3xl text-slate-900 tracking-tight focus:outline-none"
          >
            {view === 'invitation' ? 'Join your organisation' : 'Register your organisation'}
          </h1>
          <p className="text-slate-600">
            Our team checks your ODS code against NHS records before your organisation can search
            professionals. Candidate profiles are visible only to verified employers.
          </p>
        </div>
        <Button
          variant="secondary"
          className="shrink-0 self-start"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Button>
      </header>
      {view === 'invitation' ? (
        <InvitationOffer organisationName={invitedBy} token={token} onRegisterInstead={() => show('form')} />
      ) : (
        <>
          {invited ? (
            <p className="flex flex-wrap items-center gap-x-2 rounded-md bg-brand-50 p-3 text-slate-800 text-sm">
              {invitedBy
                ? `${invitedBy} has invited you to join them.`
                : 'You have an invitation to join an organisation.'}
              <Button variant="ghost" onClick={() => show('invitation')}>
                See the invitation
              </Button>
            </p>
          ) : null}
          <OrganisationForm
            label="Organisation registration"
            defaultValues={emptyOrganisationForm}
            submitLabel="Register organisation"
            onSave={async (values) => {
              await register.mutateAsync(values);
              notify.success('Organisation registered', {
                description: 'We will e-mail you once our team has verified it.',
              });
            }}
          />
        </>
      )}
    </Container>
  );
}
