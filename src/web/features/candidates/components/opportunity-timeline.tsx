import type { CandidateOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import { dateTimeText, timelineText } from '../model/opportunity-display';

export function OpportunityTimeline({
  opportunity,
  labelledBy,
}: {
  opportunity: CandidateOpportunity;
  labelledBy: string;
}) {
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col gap-2 border-slate-200 border-l-2 pl-4">
      {opportunity.timeline.map((entry, index) => (
        // Entries never reorder or disappear: their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index} className="text-sm">
          <p className="font-medium text-slate-900">{timelineText(entry, opportunity.organisationName)}</p>
          <p className="text-slate-600">
            <time dateTime={entry.at}>{dateTimeText(entry.at)}</time>
          </p>
          {entry.note ? <p className="break-words text-slate-800">“{entry.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
