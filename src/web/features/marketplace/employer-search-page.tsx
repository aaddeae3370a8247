import { CircleCheck, Inbox } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type EmployerOpportunity,
  opportunityAnswerDays,
} from '../../../shared/marketplace/opportunity.schemas';
import type { AnonymisedCandidate } from '../../../shared/marketplace/search.schemas';
import { paths } from '../../../shared/routing/paths';
import { FormAlert } from '../../components/form/form-alert';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { LoadError } from '../../components/ui/load-error';
import { LoadingState } from '../../components/ui/loading-state';
import { errorMessageOf, isApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOpportunities } from './api/get-opportunities';
import { useVacancies } from './api/get-vacancies';
import { useCandidateSearch } from './api/search-candidates';
import { CandidateProfileDialog } from './components/candidate-profile-dialog';
import { ExpressInterestDialog } from './components/express-interest-dialog';
import { SearchFiltersForm } from './components/search-filters-form';
import { SearchResults } from './components/search-results';
import { useOrganisationAccess } from './hooks/use-organisation-access';
import { localToday, roleTitle } from './model/candidate-display';
import { latestStatusByCandidate } from './model/opportunity-glance';
import { filtersFromParams, isFiltered, paramsFromFilters, type SearchFilters } from './model/search-filters';

// Loaded after the search itself: the page's first load carries only the search.
const SavedSearchesPanel = lazy(() =>
  import('./components/saved-searches-panel').then((module) => ({ default: module.SavedSearchesPanel })),
);

type OpenDialog = { kind: 'profile' | 'interest'; candidate: AnonymisedCandidate } | undefined;

export const searchLoadErrorMessage = 'Failed to load professionals. Please try again.';

function postcodeProblem(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  return error.code === 'POSTCODE_UNKNOWN' || /postcode/i.test(error.message) ? error.message : undefined;
}

function loadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return errorMessageOf(error);
  return searchLoadErrorMessage;
}

/** 'LS1 5AB' → 'LS1': the inward code is always its last three characters. */
const districtOf = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase().slice(0, -3);

/** Anonymised profiles only; the filters live in the address. */
export function EmployerSearchPage() {
  useDocumentTitle('Find professionals');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const { organisation, closedMessage, mayAsk } = useOrganisationAccess();
  const search = useCandidateSearch(filters, { enabled: mayAsk });
  // Where each professional stands with this organisation: shown on their card and in their profile.
  const opportunities = useOpportunities({ enabled: mayAsk }).data?.opportunities;
  const latestStatus = useMemo(() => latestStatusByCandidate(opportunities ?? []), [opportunities]);
  // Read ahead for the send form's vacancy choice, so it opens with the list rather than loading it.
  useVacancies({ enabled: mayAsk });
  const [dialog, setDialog] = useState<OpenDialog>();
  const [sent, setSent] = useState<{ role: string }>();
  const today = localToday();

  const show = (next: SearchFilters) => setParams(paramsFromFilters(next));
  const onSent = (opportunity: EmployerOpportunity) => {
    setDialog(undefined);
    setSent({ role: roleTitle({ arrsRole: opportunity.role }) });
    notify.success('Opportunity sent');
  };

  if (closedMessage) return <NotVerified message={closedMessage} />;
  if (isApiError(search.error) && search.error.code === 'ORGANISATION_NOT_VERIFIED') {
    return <NotVerified message={search.error.message} />;
  }

  const postcodeError = postcodeProblem(search.error);
  let results: ReactNode;
  if (search.isPending) results = <LoadingState text="Searching professionals..." />;
  else if (search.isError && postcodeError) {
    results = <FormAlert message="Check the postcode to search." />;
  } else if (search.isError) {
    results = <LoadError message={loadErrorMessage(search.error)} onRetry={() => void search.refetch()} />;
  } else {
    results = (
      <SearchResults
        data={search.data}
        refreshing={search.isPlaceholderData}
        filtered={isFiltered(filters)}
        today={today}
        onPage={(page) => show({ ...filters, page })}
        onView={(candidate) => setDialog({ kind: 'profile', candidate })}
        opportunityStatusOf={(reference) => latestStatus.get(reference)}
      />
    );
  }

  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Employer area</p>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Find professionals</h1>
          <p className="max-w-2xl text-slate-600">
            ARRS professionals who have agreed to be found by verified employers. Profiles are anonymised: a
            professional’s name and contact details reach you only once they approve your opportunity.
          </p>
        </div>
        <LinkButton to={paths.platform.employerOpportunities} variant="secondary" className="self-start">
          <Inbox aria-hidden="true" className="size-4" />
          Your opportunities
        </LinkButton>
      </header>
      {sent ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-800 text-sm"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            Your opportunity for a {sent.role} was sent. The professional has {opportunityAnswerDays} days to
            answer; follow it under{' '}
            <Link to={paths.platform.employerOpportunities} className="font-semibold underline">
              Your opportunities
            </Link>
            .
          </p>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-6">
          <SearchFiltersForm
            filters={filters}
            homeDistrict={organisation ? districtOf(organisation.postcode) : undefined}
            postcodeError={postcodeError}
            onSearch={show}
          />
          {mayAsk ? (
            <Suspense fallback={null}>
              <SavedSearchesPanel filters={filters} onRun={show} />
            </Suspense>
          ) : null}
        </div>
        <div className="min-w-0">{results}</div>
      </div>
      {dialog?.kind === 'profile' ? (
        <CandidateProfileDialog
          candidate={dialog.candidate}
          today={today}
          opportunityStatus={latestStatus.get(dialog.candidate.reference)}
          onExpressInterest={(candidate) => setDialog({ kind: 'interest', candidate })}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'interest' ? (
        <ExpressInterestDialog
          candidate={dialog.candidate}
          organisation={organisation}
          onSent={onSent}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </Container>
  );
}

function NotVerified({ message }: { message: string }) {
  return (
    <Container className="flex flex-col items-start gap-4 py-12">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Find professionals</h1>
      <FormAlert message={message} />
      <LinkButton to={paths.platform.employer} variant="secondary">
        Back to your dashboard
      </LinkButton>
    </Container>
  );
}
