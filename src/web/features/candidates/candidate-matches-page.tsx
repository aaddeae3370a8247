import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { candidateMatchMessages } from '../../../shared/marketplace/candidate-matches.constants';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { LoadError } from '../../components/ui/load-error';
import { InlineLoading } from '../../components/ui/loading-state';
import { isApiError } from '../../lib/api-client';
import { accountSettingsPaths } from '../../lib/session/area-access';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCandidateMatches } from './api/get-matches';
import { MatchCard } from './components/match-card';

const linkClasses = 'font-semibold text-brand-800 underline';

function Note({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-300 border-dashed p-6 text-slate-800">
      {children}
    </div>
  );
}

function MatchesBody() {
  const query = useCandidateMatches();
  if (query.isPending) return <InlineLoading text="Finding the vacancies that match you..." />;
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && error.code === 'JOB_SEEKERS_ONLY')
      return (
        <Note>
          <p className="flex items-start gap-2" role="note">
            <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {error.message}
          </p>
          <div className="flex flex-wrap gap-3">
            <LinkButton to={`${accountSettingsPaths.candidate}#tier-heading`}>Change your tier</LinkButton>
            <LinkButton to={paths.platform.jobs} variant="secondary">
              Browse open jobs
            </LinkButton>
          </div>
        </Note>
      );
    return (
      <LoadError message="Failed to load your matched vacancies." onRetry={() => void query.refetch()} />
    );
  }
  const { matchable, matches } = query.data;
  if (!matchable)
    return (
      <Note>
        <p>{candidateMatchMessages.notMatchable}</p>
        <LinkButton to={`${paths.platform.candidateProfile}#availability`}>Complete your profile</LinkButton>
      </Note>
    );
  if (matches.length === 0)
    return (
      <Note>
        <p className="font-semibold text-slate-900">No vacancies match you yet</p>
        <p>
          We list open vacancies of your role or roles of interest within your work radius. We tell you when a
          new one matches; meanwhile you can{' '}
          <Link to={paths.platform.jobs} className={linkClasses}>
            browse every open job
          </Link>
          .
        </p>
      </Note>
    );
  return (
    <>
      <p className="text-slate-700" aria-live="polite">
        {matches.length === 1 ? '1 vacancy matches you' : `${matches.length} vacancies match you`}, best
        first.
      </p>
      <ol className="flex flex-col gap-4">
        {matches.map((match, index) => (
          <li key={match.vacancyId}>
            <MatchCard match={match} rank={index + 1} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** The job seeker's matched vacancies (docs/product/matching.md#matched-vacancies), best first. */
export function CandidateMatchesPage() {
  useDocumentTitle('Matched vacancies');
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Matched vacancies</h1>
        <p className="text-slate-600">
          Open vacancies that fit your role, where you can work, when you are available and the hours you
          want, with the reasons.{' '}
          <Link to={paths.platform.candidate} className="text-brand-800 underline">
            Back to your dashboard
          </Link>
        </p>
      </header>
      <MatchesBody />
    </Container>
  );
}
