import { Component, lazy, type ReactNode, Suspense } from 'react';
import { failedPageImports } from '../../lib/retryable-import';

const LazyErrorScreenView = lazy(() =>
  import('./error-screen-view').then((m) => ({ default: m.ErrorScreenView })),
);

interface PageErrorCatcherState {
  error: unknown;
  failed: boolean;
}

/**
 * For a pre-rendered page hydrated without the router: header and footer stay usable, and the screen's
 * code loads only when it is needed.
 */
export class PageErrorCatcher extends Component<{ children: ReactNode }, PageErrorCatcherState> {
  override state: PageErrorCatcherState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): PageErrorCatcherState {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <LazyErrorScreenView
          error={this.state.error}
          onTryAgain={() => {
            failedPageImports.retryAll();
            this.setState({ error: undefined, failed: false });
          }}
        />
      </Suspense>
    );
  }
}
