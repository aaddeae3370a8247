import { Navigate, Outlet, useLocation } from 'react-router';
import { PlatformLoading } from '../components/ui/loading-state';
import { decideAreaAccess, masterAdminTarget, type PlatformArea } from '../lib/session/area-access';
import { useMe } from '../lib/session/get-me';
import { ProfileLoadError } from './profile-load-error';

/** The browser's mirror of the server's gate; the server is the guard. */
export function PlatformGate({ area }: { area: PlatformArea }) {
  const { pathname } = useLocation();
  const me = useMe();
  if (me.isPending) return <PlatformLoading />;
  if (me.isError) return <ProfileLoadError error={me.error} onRetry={() => void me.refetch()} />;
  const decision = decideAreaAccess(area, pathname, me.data);
  // The page asked for goes along: sign-in brings a candidate back to a job's apply page.
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace state={{ from: pathname }} />;
  return <Outlet />;
}

export function MasterAdminRedirect() {
  const me = useMe();
  if (me.isPending) return <PlatformLoading />;
  return <Navigate to={masterAdminTarget(me.data ?? null)} replace />;
}
