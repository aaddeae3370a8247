import { Check, Inbox, MapPin, Send, Star, X } from 'lucide-react';
import { useId } from 'react';
import {
  type OpportunityStatus,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.schemas';
import type { SuggestedProfessional } from '../../../../shared/marketplace/suggestion.schemas';
import { Button } from '../../../components/ui/button';
import { locationText, roleTitle } from '../model/candidate-display';
import { matchScoreText, reasonStateText } from '../model/suggestion-display';
import { TierBadge } from './tier-badge';

interface SuggestionCardProps {
  suggestion: SuggestedProfessional;
  opportunityStatus?: OpportunityStatus | undefined;
  onView: () => void;
  onSend: () => void;
}

/** One suggested professional: the anonymised card's essentials and why they match. */
export function SuggestionCard({ suggestion, opportunityStatus, onView, onSend }: SuggestionCardProps) {
  const headingId = useId();
  const { match } = suggestion;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="suggestion"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {roleTitle(suggestion)}
        </h3>
        <TierBadge tier={suggestion.profileTier} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700 text-sm">
        <span className="font-semibold text-slate-900">{matchScoreText(match.score)}</span>
        {match.priority ? (
          <span className="inline-flex items-center gap-1 text-brand-800">
            <Star aria-hidden="true" className="size-4" />
            Priority match
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 text-slate-500" />
          {locationText(suggestion)}
        </span>
      </p>
      <ul className="flex flex-col gap-1 text-sm" aria-label="Why they match">
        {match.reasons.map((reason) => (
          <li key={reason.factor} className="flex items-start gap-2 text-slate-800">
            {reason.met ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            )}
            <span>
              <span className="sr-only">{reasonStateText(reason)} </span>
              {reason.text}
            </span>
          </li>
        ))}
      </ul>
      {opportunityStatus ? (
        <p className="flex items-center gap-2 font-medium text-brand-800 text-sm">
          <Inbox aria-hidden="true" className="size-4 shrink-0" />
          Your opportunity: {opportunityStatusLabels[opportunityStatus]}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button variant="secondary" onClick={onView} aria-describedby={headingId}>
          View profile
        </Button>
        <Button onClick={onSend} aria-describedby={headingId}>
          <Send aria-hidden="true" className="size-4" />
          Send opportunity
        </Button>
      </div>
    </article>
  );
}
