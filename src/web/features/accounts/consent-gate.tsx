import { Outlet } from 'react-router';
import { Container } from '../../components/ui/container';
import { useMe } from '../../lib/session/get-me';
import { ConsentDialog } from './components/consent-dialog';

/**
 * Around the candidate area: a candidate without recruitment-representation consent
 * sees the consent dialog instead of the area (the server refuses its APIs until then).
 */
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
