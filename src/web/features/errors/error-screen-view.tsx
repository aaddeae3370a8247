import { LogIn, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

interface ErrorScreenViewProps {
  error: unknown;
  onTryAgain: () => void;
  fullScreen?: boolean;
}

/** The buttons: docs/product/site.md#error-screen. */
export function ErrorScreenView({ error, onTryAgain, fullScreen = false }: ErrorScreenViewProps) {
  useDocumentTitle('Something went wrong');
  return (
    <div
      className={`flex flex-col items-center justify-center px-4 py-16 text-center ${fullScreen ? 'min-h-dvh' : 'min-h-[50vh]'}`}
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="mt-4 font-bold text-2xl text-slate-900 sm:text-3xl">Something went wrong</h1>
      <p className="mt-3 max-w-prose text-slate-600">
        An error occurred while rendering this page. This might be due to a navigation conflict.
      </p>
      {import.meta.env.DEV && errorMessage(error) ? (
        <pre className="mt-4 max-w-full overflow-x-auto rounded bg-slate-100 p-3 text-left text-xs text-slate-800">
          {errorMessage(error)}
        </pre>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh Page
        </Button>
        <Button variant="secondary" onClick={() => window.location.assign(paths.platform.auth)}>
          <LogIn aria-hidden="true" className="size-4" />
          Go to Sign In
        </Button>
      </div>
    </div>
  );
}
