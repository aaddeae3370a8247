import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { SkipLink } from '../components/ui/skip-link';
import { isPlatformPath } from '../lib/session/area-access';
import { useMe } from '../lib/session/get-me';
import { SessionBridge } from '../lib/session/session-bridge';
import { useSite } from '../lib/site-context';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { PlatformHeader } from './platform-header';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The loading fallback for content that suspends (passed in so the layout needs no feature). */
export interface SiteLayoutProps {
  fallback: ReactNode;
}

/** Header, breadcrumbs, the page and the footer of the current host. */
export function SiteLayout({ fallback }: SiteLayoutProps) {
  const site = useSite();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { pathname } = useLocation();
  const onPlatform = isPlatformPath(pathname);
  // The session is asked for on platform paths; elsewhere whatever is already known is used.
  const me = useMe({ enabled: onPlatform }).data ?? null;
  useScrollOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SessionBridge me={me} />
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand-600 transition-transform duration-500 ${busy ? 'scale-x-75' : 'scale-x-0'}`}
      />
      {onPlatform && me ? <PlatformHeader site={site} me={me} /> : <SiteHeader site={site} />}
      <main id="main" tabIndex={-1} aria-busy={busy} className="flex-1 focus:outline-none">
        <BreadcrumbTrail />
        <Suspense fallback={fallback}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
