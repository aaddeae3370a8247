import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** What depends on the clock or the browser renders its neutral state until then, so hydration matches. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Content the server sent stays while the component is mounted, instead of going after hydration. */
export function useFirstRenderedOnServer(): boolean {
  const hydrated = useHydrated();
  const [onServer] = useState(!hydrated);
  return onServer;
}
