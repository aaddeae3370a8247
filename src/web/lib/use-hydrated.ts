import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is pre-rendered at build time and while the browser hydrates it, true after
 * (and at once when the page renders in the browser only). What depends on the clock or the browser
 * renders its neutral state until then, so hydration finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * True for a component whose first render was the pre-rendered page or its hydration, for as long
 * as it stays mounted: content the server sent stays, instead of being removed after hydration.
 */
export function useFirstRenderedOnServer(): boolean {
  const hydrated = useHydrated();
  const [onServer] = useState(!hydrated);
  return onServer;
}
