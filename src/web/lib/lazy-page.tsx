import { type ComponentType, type ReactNode, use } from 'react';
import { type RetryableImport, trackFailedPage } from './retryable-import';

/** Suspends while the page's code loads; throws the failure until a retry loads it. */
export function RecoverablePage({ entry }: { entry: RetryableImport<ComponentType> }) {
  const state = entry.state();
  if (state.status === 'failed') throw state.error;
  const Page = state.status === 'ready' ? state.value : use(state.promise);
  return <Page />;
}

/** A failed chunk can be retried, where the router's failed lazy promise stays failed until a reload. */
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
