import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { applyPath } from '../../../../shared/marketplace/application.constants';
import type { MatchedVacancy } from '../../../../shared/marketplace/candidate-matches.schemas';
import { LinkButton } from '../../../components/ui/link-button';
import { AppLink } from '../../../lib/navigation/navigation';
import { matchFacts } from '../model/match-display';

/** Why the vacancy matches, factor by factor: a tick or a cross with the words, never colour alone. */
function Reasons({ match, id }: { match: MatchedVacancy; id: string }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="font-medium text-slate-900 text-sm">
        Why it matches
      </h3>
      <ul aria-labelledby={id} className="grid gap-1.5 text-sm sm:grid-cols-2">
        {match.reasons.map((reason) => (
          <li key={reason.factor} className="flex items-start gap-2">
            {reason.met ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            ) : (
              <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            )}
            <span className="text-slate-800">
              <span className="sr-only">{reason.met ? 'Matches: ' : 'Does not match: '}</span>
              {reason.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One matched vacancy: the job, its score and reasons, and Apply (or Applied) in one step. */
export function MatchCard({ match, rank }: { match: MatchedVacancy; rank: number }) {
  const headingId = `match-${match.vacancyId}`;
  const early = match.earlyAccess?.note;
  const waiting = match.earlyAccess !== null && !match.earlyAccess.canApplyNow;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold text-brand-700 text-sm">
            <span className="sr-only">Match {rank}: </span>
            {match.roleName}
          </p>
          <h2 id={headingId} className="break-words font-semibold text-lg text-slate-900">
            <AppLink
              to={match.jobPath}
              className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {match.title}
            </AppLink>
          </h2>
          <p className="text-slate-700">{match.organisationName}</p>
        </div>
        <p className="shrink-0 self-start rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-sm">
          {match.score}% match
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]">
        {matchFacts(match).map(([term, text]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900">{text}</dd>
          </div>
        ))}
      </dl>
      <Reasons match={match} id={`${headingId}-reasons`} />
      {early ? (
        <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-amber-900 text-sm" role="note">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {early}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {match.application ? (
          <>
            <p className="flex items-center gap-1.5 font-semibold text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              Applied
            </p>
            <AppLink to={match.application.path} className="text-brand-800 underline">
              Follow it in My applications
              <span className="sr-only"> ({match.title})</span>
            </AppLink>
          </>
        ) : waiting ? null : (
          <LinkButton to={applyPath(match.vacancyId)}>
            Apply
            <span className="sr-only"> for {match.title}</span>
          </LinkButton>
        )}
      </div>
    </article>
  );
}
