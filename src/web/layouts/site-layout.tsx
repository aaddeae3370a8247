import { type ReactNode, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { SkipLink } from '../components/ui/skip-link';
import { useSite } from '../lib/site-context';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate';
import { BreadcrumbTrail } from './breadcrumb-trail';
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
  useScrollOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand-600 transition-transform duration-500 ${busy ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <SiteHeader site={site} />
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
