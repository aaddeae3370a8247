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
 * The error boundary of a pre-rendered page hydrated without the router (public-app.tsx): the error
 * screen in place of the page, header and footer still usable; Try Again loads the page's code again
 * if it failed to load, and renders the page again.
 * The screen's code loads when it is needed, not with every page.
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
