import { type ReactNode, StrictMode, useEffect, useMemo, useState } from 'react';
import type { Site } from '../shared/routing/site';
import { AppLoadingScreen } from './features/errors/app-loading-screen';
import { PageErrorCatcher } from './features/errors/page-error-catcher';
import { SiteFrame } from './layouts/site-frame';
import type { ConsentState } from './lib/analytics/consent';
import { RenderedConsentContext } from './lib/analytics/rendered-consent';
import {
  DocumentLocationContext,
  documentNavigation,
  type HandOver,
  HandOverContext,
} from './lib/navigation/document-navigation';
import { firstLocationKey, NavigationContext } from './lib/navigation/navigation';
import { SiteProvider } from './lib/site-context';
import { ToasterHost } from './lib/toaster-host';

/** Until hydrated the page's buttons do nothing: end-to-end tests wait for this before they interact. */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export interface PublicAppProps {
  site: Site;
  pathname: string;
  /** The cookie banner's state the page is rendered in (docs/decisions/015). */
  consent: ConsentState;
  page: ReactNode;
  /** In the browser: how a link to another page is followed (public-start.tsx); none at build time. */
  handOver?: HandOver;
}

/** Plain links instead of the router, which loads only when a link is followed (decision 028). */
export function PublicApp({ site, pathname, consent, page, handOver }: PublicAppProps) {
  const location = useMemo(() => ({ pathname, search: '', hash: '', key: firstLocationKey }), [pathname]);
  // The bar at the top shows while the app loads to take over after a click.
  const [busy, setBusy] = useState(false);
  const following = useMemo<HandOver | null>(
    () =>
      handOver
        ? {
            prepare: handOver.prepare,
            go: (href) => {
              setBusy(true);
              handOver.go(href);
            },
          }
        : null,
    [handOver],
  );
  return (
    <StrictMode>
      <SiteProvider site={site}>
        <RenderedConsentContext value={consent}>
          <NavigationContext value={documentNavigation}>
            <DocumentLocationContext value={location}>
              <HandOverContext value={following}>
                <SiteFrame fallback={<AppLoadingScreen />} busy={busy}>
                  <PageErrorCatcher>{page}</PageErrorCatcher>
                </SiteFrame>
              </HandOverContext>
            </DocumentLocationContext>
          </NavigationContext>
        </RenderedConsentContext>
        <ToasterHost />
        <HydratedMark />
      </SiteProvider>
    </StrictMode>
  );
}
