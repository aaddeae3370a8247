import { type ComponentType, type ReactNode, Suspense } from 'react';
import { DashboardLoading } from '../components/ui/loading-state';
import { RecoverablePage } from './lazy-page';
import { type ImportState, type RetryableImport, trackFailedPage } from './retryable-import';

function startImport<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RetryableImport<ComponentType> {
  let failed: RetryableImport<ComponentType> | undefined;
  let current: ImportState<ComponentType>;
  const promise = load().then(
    (module) => {
      const value = pick(module);
      current = { status: 'ready', value };
      return value;
    },
    (error: unknown) => {
      failed = trackFailedPage(load, pick, error);
      throw error;
    },
  );
  promise.catch(() => undefined);
  current = { status: 'loading', promise };
  return { state: () => (failed ? failed.state() : current) };
}

function Dashboard({ entry }: { entry: RetryableImport<ComponentType> }) {
  return (
    <Suspense fallback={<DashboardLoading />}>
      <RecoverablePage entry={entry} />
    </Suspense>
  );
}

/** The route resolves at once and the dashboard's own chunk loads behind 'Loading dashboard...'. */
export function lazyDashboard<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): () => Promise<{ element: ReactNode }> {
  return async () => ({ element: <Dashboard entry={startImport(load, pick)} /> });
}
