import { useLocation, useNavigate, useRouteError } from 'react-router';
import { failedPageImports } from '../../lib/retryable-import';
import { ErrorScreenView } from './error-screen-view';

/** Try Again loads the current location again, retrying any page code that failed to download. */
export function ErrorScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const tryAgain = () => {
    failedPageImports.retryAll();
    void navigate({ pathname, search, hash }, { replace: true });
  };
  return <ErrorScreenView error={error} onTryAgain={tryAgain} fullScreen={fullScreen} />;
}

/** Root boundary: the layout itself failed, so the screen stands alone. */
export function RootErrorBoundary() {
  return <ErrorScreen fullScreen />;
}

/** Page boundary: shown inside the site layout, so header and footer stay usable. */
export function PageErrorBoundary() {
  return <ErrorScreen />;
}
