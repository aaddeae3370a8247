import { type ComponentType, type ReactNode, use } from 'react';
import { failedPageImports, type RetryableImport } from './retryable-import';

type PageLoader = () => Promise<ComponentType>;

/** Stands in for a page whose code failed to load: throws the failure until a retry loads it. */
function RecoverablePage({ entry }: { entry: RetryableImport<ComponentType> }) {
  const state = entry.state();
  if (state.status === 'failed') throw state.error;
  const Page = state.status === 'ready' ? state.value : use(state.promise);
  return <Page />;
}

/**
 * A route's `lazy` for a page component. When the chunk fails to load, the route renders an error
 * (shown by the nearest error boundary) that a retry of failedPageImports can recover from,
 * instead of the router's failed lazy promise that would stay failed until a full reload.
 */
export function lazyPage(
  load: PageLoader,
): () => Promise<{ Component: ComponentType } | { element: ReactNode }> {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      return { element: <RecoverablePage entry={failedPageImports.track(load, error)} /> };
    }
  };
}
