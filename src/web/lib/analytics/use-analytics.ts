import { useContext, useEffect, useSyncExternalStore } from 'react';
import { useAppLocation } from '../navigation/navigation';
import { analytics } from './analytics';
import type { ConsentState } from './consent';
import { RenderedConsentContext } from './rendered-consent';

export function usePageViewBeacons(): void {
  const { pathname } = useAppLocation();
  useEffect(() => {
    // After this commit's effects, so the new page has set document.title.
    const timer = setTimeout(() => analytics().tracker.pageView(pathname), 0);
    return () => clearTimeout(timer);
  }, [pathname]);
}

const noSubscription = () => () => {};

/** The state the page was rendered in while pre-rendered or hydrating; the browser's own choice after. */
export function useAnalyticsConsent(): ConsentState {
  const rendered = useContext(RenderedConsentContext);
  const renderedSnapshot = () => rendered;
  const consent = typeof document === 'undefined' ? undefined : analytics().consent;
  return useSyncExternalStore(
    consent?.subscribe ?? noSubscription,
    consent?.getState ?? renderedSnapshot,
    renderedSnapshot,
  );
}
