import { House } from 'lucide-react';
import { useEffect } from 'react';
import { notFoundTitle } from '../../../shared/routing/document-title';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { useAppLocation } from '../../lib/navigation/navigation';
import { createNotFoundReporter, sendNotFoundReport } from '../../lib/not-found-reporter';
import { useDocumentTitle } from '../../lib/use-document-title';

const reporter = createNotFoundReporter({
  // No document when the page is pre-rendered at build time (entry-prerender.tsx).
  initialStatus: () =>
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.initialStatus,
  send: (path) => sendNotFoundReport(path),
});

/** The missing path is logged on the server (docs/product/site.md#not-found-page). */
export function NotFoundPage() {
  const location = useAppLocation();
  useDocumentTitle(notFoundTitle);

  useEffect(() => {
    reporter.report({ key: location.key, pathname: location.pathname });
  }, [location.key, location.pathname]);

  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <p className="font-extrabold text-7xl text-brand-700 tracking-tight">404</p>
      <h1 className="mt-4 font-bold text-2xl text-slate-900 sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-prose break-all text-slate-600">
        There is no page at <code className="rounded bg-slate-100 px-1 py-0.5">{location.pathname}</code>.
      </p>
      <LinkButton to={paths.home} size="lg" className="mt-8">
        <House aria-hidden="true" className="size-5" />
        Return to Home
      </LinkButton>
    </Container>
  );
}
