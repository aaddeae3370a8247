import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequest } from './toaster-state';

const LazyToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** Mounts the toaster once something asks for a toast (lib/notify), not before. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
