import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PublicPageHead } from '../lib/public-page-head';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate';
import { SiteFrame } from './site-frame';

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
