import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PublicPageHead } from '../lib/public-page-head';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate';
import { SiteFrame } from './site-frame';

/**
 * The root route's layout: the site's frame around the router's pages, with the busy bar, the scroll
 * on each navigation and a public page's head.
 */
export function SiteLayout({ fallback }: { fallback: ReactNode }) {
  const busy = useNavigation().state !== 'idle';
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <>
      <PublicPageHead pathname={pathname} />
      <SiteFrame fallback={fallback} busy={busy}>
        <Outlet />
      </SiteFrame>
    </>
  );
}
