import { Inbox, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../shared/routing/paths';
import { FormAlert } from '../../components/form/form-alert';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { LoadError } from '../../components/ui/load-error';
import { LoadingState } from '../../components/ui/loading-state';
import { errorMessageOf, isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOpportunities } from './api/get-opportunities';
import { EmployerOpportunityCard } from './components/employer-opportunity-card';
import { useOrganisationAccess } from './hooks/use-organisation-access';

export const opportunitiesLoadErrorMessage = 'Failed to load your opportunities. Please try again.';

/** Who the professional is shows only while their approval is live. */
export function EmployerOpportunitiesPage() {
  useDocumentTitle('Your opportunities');
  const { closedMessage, mayAsk } = useOrganisationAccess();
  const query = useOpportunities({ enabled: mayAsk });
  const refusal = (message: string) => (
    <div className="flex flex-col items-start gap-4">
      <FormAlert message={message} />
      <LinkButton to={paths.platform.employer} variant="secondary">
        Back to your dashboard
      </LinkButton>
    </div>
  );

  let body: ReactNode;
  // Not verified (known here, or refused by the server): why, and the way back.
  if (closedMessage) body = refusal(closedMessage);
  else if (query.isPending) body = <LoadingState text="Loading opportunities..." />;
  else if (query.isError) {
    const refused = isApiError(query.error) && query.error.status === 403;
    body = refused ? (
      refusal(errorMessageOf(query.error))
    ) : (
      <LoadError message={opportunitiesLoadErrorMessage} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.opportunities.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-300 border-dashed bg-white px-6 py-12 text-center">
        <Inbox aria-hidden="true" className="size-10 text-slate-400" />
        <h2 className="font-semibold text-lg text-slate-900">No opportunities yet</h2>
        <p className="max-w-md text-slate-600">
          Find a professional and express interest: your opportunity and its progress appear here.
        </p>
        <LinkButton to={paths.platform.employerSearch}>
          <Search aria-hidden="true" className="size-4" />
          Find professionals
        </LinkButton>
      </div>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4" aria-label="Opportunities">
        {query.data.opportunities.map((opportunity) => (
          <li key={opportunity.id}>
            <EmployerOpportunityCard opportunity={opportunity} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-10 sm:py-14">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Employer area</p>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Your opportunities</h1>
          <p className="max-w-2xl text-slate-600">
            Each opportunity goes to the professional, who approves or declines it. Once they approve, our
            team introduces you and their details appear here, for that opportunity only.
          </p>
        </div>
        <LinkButton to={paths.platform.employerSearch} variant="secondary" className="self-start">
          <Search aria-hidden="true" className="size-4" />
          Find professionals
        </LinkButton>
      </header>
      {body}
    </Container>
  );
}
