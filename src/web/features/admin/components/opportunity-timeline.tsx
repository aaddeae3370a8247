import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type AdminOpportunity,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.schemas';
import { actorLabel, formatDay } from '../model/opportunity-pipeline';

export function OpportunityTimeline({ timeline }: { timeline: AdminOpportunity['timeline'] }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const count = timeline.length === 1 ? '1 entry' : `${timeline.length} entries`;
  return (
    <div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-700 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 motion-safe:transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
        {expanded ? 'Hide timeline' : 'Show timeline'} ({count})
      </button>
      <ol
        id={listId}
        hidden={!expanded}
        aria-label="Timeline"
        className="mt-2 flex flex-col gap-3 border-slate-200 border-l-2 pl-4"
      >
        {timeline.map((entry, index) => (
          // Entries never reorder or disappear: their position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className="text-sm">
            <p className="font-semibold text-slate-900">{opportunityStatusLabels[entry.status]}</p>
            <p className="text-slate-600">
              <time dateTime={entry.at}>{formatDay(entry.at, true)}</time>, {actorLabel(entry.by)}
            </p>
            {entry.note ? (
              <p className="mt-1 break-words text-slate-800">
                “{entry.note}”{' '}
                <span className="text-slate-600">
                  ({entry.noteAudience === 'both' ? 'seen by both parties' : 'not shown to the professional'})
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
