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

/**
 * Marks <html data-hydrated> once the pre-rendered page has been hydrated: until then its buttons and
 * fields do nothing (end-to-end tests wait for it before they interact, e2e/support/shell-fixtures).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export interface PublicAppProps {
  site: Site;
  /** The path of the document (the page's, or the missing one on the not-found page). */
  pathname: string;
  /** The cookie banner's state the page is rendered in (docs/decisions/015). */
  consent: ConsentState;
  /** The page's element. */
  page: ReactNode;
  /** In the browser: how a link to another page is followed (public-start.tsx); none at build time. */
  handOver?: HandOver;
}

/**
 * A public page on its own, as it is pre-rendered at build time (entry-prerender.tsx) and hydrated in
 * the browser (public-start.tsx): the site's frame around the page, with plain links instead of the
 * router, which loads only when the visitor follows one (docs/decisions/028).
 */
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
