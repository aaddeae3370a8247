import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { OpportunityStatus } from '../../../../shared/marketplace/opportunity.schemas';
import type { AnonymisedCandidate, SearchResponse } from '../../../../shared/marketplace/search.schemas';
import { Button } from '../../../components/ui/button';
import { resultsCountText } from '../model/candidate-display';
import { CandidateCard } from './candidate-card';

interface SearchResultsProps {
  data: SearchResponse;
  /** The previous search's answer, shown dimmed while the new one loads. */
  refreshing: boolean;
  filtered: boolean;
  today: string;
  onPage: (page: number) => void;
  onView: (candidate: AnonymisedCandidate) => void;
  /** The status of this organisation's latest opportunity with the professional, if any. */
  opportunityStatusOf: (reference: string) => OpportunityStatus | undefined;
}

export function SearchResults({
  data,
  refreshing,
  filtered,
  today,
  onPage,
  onView,
  opportunityStatusOf,
}: SearchResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const shownPage = data.page;
  const movedTo = useRef<number | undefined>(undefined);

  // After Previous/Next, reading starts again at the count, not at the button at the bottom.
  useEffect(() => {
    if (movedTo.current === shownPage && !refreshing) {
      movedTo.current = undefined;
      headingRef.current?.focus();
    }
  }, [shownPage, refreshing]);

  const go = (page: number) => {
    movedTo.current = page;
    onPage(page);
  };

  return (
    <section
      aria-labelledby="search-results-heading"
      aria-busy={refreshing || undefined}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="search-results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-slate-900 text-xl focus:outline-none"
        >
          {resultsCountText(data.total)}
        </h2>
        <p className="text-slate-600 text-sm" data-testid="search-origin">
          {data.origin.postcodeDistrict
            ? `From ${data.origin.postcodeDistrict} within ${data.origin.radiusKm} km`
            : `Within ${data.origin.radiusKm} km`}
          {pages > 1 ? ` · page ${shownPage} of ${pages}` : ''}
        </p>
      </div>
      {/* The count is announced when a search or a page change brings new results. */}
      <p role="status" className="sr-only">
        {refreshing
          ? ''
          : `${resultsCountText(data.total)}${pages > 1 ? `, page ${shownPage} of ${pages}` : ''}`}
      </p>
      <div className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
        {data.results.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-300 border-dashed bg-white px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="size-10 text-slate-400" />
            <h3 className="font-semibold text-lg text-slate-900">No professionals match</h3>
            <p className="max-w-md text-slate-600">
              {filtered
                ? 'Try a wider distance or fewer filters.'
                : 'No professionals who have agreed to be found work within this distance yet. Try a wider distance.'}
            </p>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.results.map((candidate) => (
              <li key={candidate.reference}>
                <CandidateCard
                  candidate={candidate}
                  today={today}
                  opportunityStatus={opportunityStatusOf(candidate.reference)}
                  onView={() => onView(candidate)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            disabled={shownPage <= 1 || refreshing}
            onClick={() => go(shownPage - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <p className="text-slate-700 text-sm">
            Page {shownPage} of {pages}
          </p>
          <Button
            variant="secondary"
            disabled={shownPage >= pages || refreshing}
            onClick={() => go(shownPage + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
