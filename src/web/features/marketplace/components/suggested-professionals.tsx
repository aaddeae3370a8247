import { CircleCheck, UsersRound } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { EmployerOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import type { SuggestedProfessional } from '../../../../shared/marketplace/suggestion.schemas';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { paths } from '../../../../shared/routing/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { LoadError } from '../../../components/ui/load-error';
import { InlineLoading } from '../../../components/ui/loading-state';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useOpportunities } from '../api/get-opportunities';
import { useVacancies } from '../api/get-vacancies';
import { useVacancySuggestions } from '../api/get-vacancy-suggestions';
import { useOrganisationAccess } from '../hooks/use-organisation-access';
import { localToday, roleTitle } from '../model/candidate-display';
import { latestStatusByCandidate } from '../model/opportunity-glance';
import { noSuggestionsText, suggestionsIntro, widenRadiusHint } from '../model/suggestion-display';
import { vacancyEditPath } from '../model/vacancy-display';
import { CandidateProfileDialog } from './candidate-profile-dialog';
import { ExpressInterestDialog } from './express-interest-dialog';
import { SuggestionCard } from './suggestion-card';

export const suggestionsLoadErrorMessage = 'Failed to load suggested professionals. Please try again.';

type OpenDialog = { kind: 'profile' | 'send'; suggestion: SuggestedProfessional } | undefined;

/** The vacancy's suggested professionals: anonymised, with reasons, one step from an opportunity. */
export function SuggestedProfessionals({ vacancy }: { vacancy: EmployerVacancy }) {
  const { organisation } = useOrganisationAccess();
  const query = useVacancySuggestions(vacancy.id);
  const opportunities = useOpportunities().data?.opportunities;
  const latestStatus = useMemo(() => latestStatusByCandidate(opportunities ?? []), [opportunities]);
  // Read ahead for the send form's vacancy choice, so it opens with this vacancy chosen.
  useVacancies();
  const [dialog, setDialog] = useState<OpenDialog>();
  const [sent, setSent] = useState<string>();
  const today = localToday();

  const onSent = (opportunity: EmployerOpportunity) => {
    setDialog(undefined);
    setSent(roleTitle({ arrsRole: opportunity.role }));
    notify.success('Opportunity sent');
  };

  let content: ReactNode;
  if (query.isPending) content = <InlineLoading text="Finding professionals who match..." />;
  else if (query.isError)
    content = (
      <LoadError
        message={
          isApiError(query.error) && query.error.status < 500
            ? errorMessageOf(query.error)
            : suggestionsLoadErrorMessage
        }
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.suggestions.length === 0)
    content = (
      <EmptyState icon={UsersRound}>
        {noSuggestionsText} {widenRadiusHint(query.data.matchRadiusKm)}{' '}
        <Link to={vacancyEditPath(vacancy.id)} className="font-semibold text-brand-800 underline">
          Edit the vacancy
        </Link>
      </EmptyState>
    );
  else
    content = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Suggested professionals">
        {query.data.suggestions.map((suggestion) => (
          <li key={suggestion.reference}>
            <SuggestionCard
              suggestion={suggestion}
              opportunityStatus={latestStatus.get(suggestion.reference)}
              onView={() => setDialog({ kind: 'profile', suggestion })}
              onSend={() => setDialog({ kind: 'send', suggestion })}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="vacancy-suggestions"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="vacancy-suggestions" className="font-semibold text-lg text-slate-900">
            Suggested professionals
          </h2>
          <p className="mt-1 max-w-2xl text-slate-600 text-sm">{suggestionsIntro}</p>
        </div>
        <LinkButton to={paths.platform.employerSearch} variant="secondary" className="self-start">
          Search all professionals
        </LinkButton>
      </div>
      {sent ? (
        <p
          role="status"
          className="mt-3 flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-800 text-sm"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Your opportunity for a {sent} was sent. Nothing about the professional is shown until they approve
            it; follow it under{' '}
            <Link to={paths.platform.employerOpportunities} className="font-semibold underline">
              Your opportunities
            </Link>
            .
          </span>
        </p>
      ) : null}
      <div className="mt-4">{content}</div>
      {dialog?.kind === 'profile' ? (
        <CandidateProfileDialog
          candidate={dialog.suggestion}
          today={today}
          opportunityStatus={latestStatus.get(dialog.suggestion.reference)}
          onExpressInterest={() => setDialog({ kind: 'send', suggestion: dialog.suggestion })}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.kind === 'send' ? (
        <ExpressInterestDialog
          candidate={dialog.suggestion}
          organisation={organisation}
          vacancy={vacancy}
          onSent={onSent}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </section>
  );
}
