import { type ComponentType, type ReactNode, use } from 'react';
import { type RetryableImport, trackFailedPage } from './retryable-import';

/**
 * Stands in for a page whose code is loading or failed to load: suspends while it loads, throws the
 * failure until a retry loads it.
 */
export function RecoverablePage({ entry }: { entry: RetryableImport<ComponentType> }) {
  const state = entry.state();
  if (state.status === 'failed') throw state.error;
  const Page = state.status === 'ready' ? state.value : use(state.promise);
  return <Page />;
}

/**
 * A route's `lazy` for a page component: `load` imports the page's module, `pick` takes the
 * component from it. When the chunk fails to load, the route renders an error (shown by the nearest
 * error boundary) that a retry of failedPageImports can recover from, instead of the router's failed
 * lazy promise that would stay failed until a full reload.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): () => Promise<{ Component: ComponentType } | { element: ReactNode }> {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      return { element: <RecoverablePage entry={trackFailedPage(load, pick, error)} /> };
    }
  };
}
