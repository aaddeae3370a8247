import type { ReactNode } from 'react';
import { paths } from '../../../../shared/routing/paths';
import { FormAlert } from '../../../components/form/form-alert';
import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/link-button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessageOf, isApiError } from '../../../lib/api-client';

/** The vacancy pages' heading over their body. */
export function VacancyPageFrame({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-10 sm:py-14">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Employer area</p>
          <h1 className="break-words font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
          {intro ? <div className="max-w-2xl text-slate-600">{intro}</div> : null}
        </div>
        {aside}
      </header>
      {children}
    </Container>
  );
}

/** Not verified (known here, or refused by the server): why, and the way back. */
export function VacancyRefusal({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <FormAlert message={message} />
      <LinkButton to={paths.platform.employer} variant="secondary">
        Back to your dashboard
      </LinkButton>
    </div>
  );
}

/** Loading, refused, or failed: what to show instead of the page's body, if anything. */
export function vacancyQueryState(
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown },
  { closedMessage, loading, failed }: { closedMessage: string | undefined; loading: string; failed: string },
): ReactNode | undefined {
  if (closedMessage) return <VacancyRefusal message={closedMessage} />;
  if (query.isPending) return <LoadingState text={loading} />;
  if (!query.isError) return undefined;
  if (isApiError(query.error) && (query.error.status === 403 || query.error.status === 404))
    return <VacancyRefusal message={errorMessageOf(query.error)} />;
  return <LoadError message={failed} onRetry={() => void query.refetch()} />;
}
