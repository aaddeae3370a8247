import { Star, UserRound } from 'lucide-react';
import type { AnonymisedCandidate } from '../../../../shared/marketplace/search.schemas';
import { tierBadge } from '../model/candidate-display';

/** Never colour alone. */
export function TierBadge({ tier }: { tier: AnonymisedCandidate['profileTier'] }) {
  const seeker = tier === 'active_seeker';
  const Icon = seeker ? Star : UserRound;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 font-semibold text-xs ${
        seeker ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-slate-300 bg-slate-50 text-slate-800'
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {tierBadge(tier)}
    </span>
  );
}
