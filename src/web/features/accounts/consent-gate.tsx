import { Outlet } from 'react-router';
import { Container } from '../../components/ui/container';
import { useMe } from '../../lib/session/get-me';
import { ConsentDialog } from './components/consent-dialog';

/** The server refuses the candidate area's APIs until the candidate consents. */
export function ConsentGate() {
  const me = useMe();
  const profile = me.data?.profile;
  if (profile?.role === 'candidate' && !profile.recruitmentRepresentationConsent) {
    return (
      <Container className="py-12">
        <p className="max-w-prose text-slate-600">
          The candidate area opens once you have given your recruitment representation consent.
        </p>
        <ConsentDialog />
      </Container>
    );
  }
  return <Outlet />;
}
