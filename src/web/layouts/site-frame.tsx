import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { SkipLink } from '../components/ui/skip-link';
import { usePageViewBeacons } from '../lib/analytics/use-analytics';
import { useAppLocation } from '../lib/navigation/navigation';
import { isPlatformPath } from '../lib/session/area-access';
import { isSessionCheckAllowed, subscribeSessionCheck } from '../lib/session-check';
import { useSite } from '../lib/site-context';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { CookieBanner, CookieBannerSpacer } from './cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const SessionHeader = lazy(() => import('./session-header').then((m) => ({ default: m.SessionHeader })));

export interface SiteFrameProps {
  /** The loading fallback for content that suspends (passed in so the layout needs no feature). */
  fallback: ReactNode;
  /** A page is on its way (the router's navigation): the bar at the top shows it. */
  busy: boolean;
  children: ReactNode;
}

/** Once there may be a session to ask about: a visitor's public pages never load it. */
function useSessionWanted(onPlatform: boolean): boolean {
  const checkAllowed = useSyncExternalStore(subscribeSessionCheck, isSessionCheckAllowed, () => false);
  const wantedNow = onPlatform && checkAllowed;
  const [wanted, setWanted] = useState(wantedNow);
  if (wantedNow && !wanted) setWanted(true);
  return wanted || wantedNow;
}

/** Around the router's pages in the app, and around a pre-rendered public page on its own. */
export function SiteFrame({ fallback, busy, children }: SiteFrameProps) {
  const site = useSite();
  const { pathname } = useAppLocation();
  const onPlatform = isPlatformPath(pathname);
  const sessionWanted = useSessionWanted(onPlatform);
  usePageViewBeacons();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <CookieBanner />
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand-600 transition-transform duration-500 ${busy ? 'scale-x-75' : 'scale-x-0'}`}
      />
      {sessionWanted ? (
        <Suspense fallback={<SiteHeader site={site} />}>
          <SessionHeader site={site} onPlatform={onPlatform} />
        </Suspense>
      ) : (
        <SiteHeader site={site} />
      )}
      <main id="main" tabIndex={-1} aria-busy={busy} className="flex-1 focus:outline-none">
        <BreadcrumbTrail />
        <Suspense fallback={fallback}>{children}</Suspense>
      </main>
      <SiteFooter site={site} />
      <CookieBannerSpacer />
    </div>
  );
}
