import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '../../lib/uk-dates';
import { type TimelineEntry, type TimelineReader, timelineStepText } from './opportunity-wording';

type OpportunityTimelineProps = TimelineReader & {
  entries: readonly TimelineEntry[];
  /**
   * Under a 'Timeline' heading of this level; without one, behind a Show timeline button (the team's
   * list, where each card stays short until asked).
   */
  headingLevel?: 3 | 4;
};

function Steps({ entries, reader }: { entries: readonly TimelineEntry[]; reader: TimelineReader }) {
  return entries.map((entry, index) => {
    const step = timelineStepText(entry, reader);
    return (
      // Entries never reorder or disappear, and two may share a stage and a moment: the position is the key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <li key={index} className="relative text-sm">
        <span
          aria-hidden="true"
          className="-left-[1.4rem] absolute top-1.5 size-2.5 rounded-full bg-brand-700"
        />
        <p className="font-semibold text-slate-900">{step.title}</p>
        <p className="text-slate-600">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {step.by ? `, ${step.by}` : null}
        </p>
        {step.note ? (
          <p className="mt-1 break-words text-slate-800">
            {step.note}
            {step.noteAudience ? (
              <>
                {' '}
                <span className="text-slate-600">({step.noteAudience})</span>
              </>
            ) : null}
          </p>
        ) : null}
      </li>
    );
  });
}

const listClasses = 'flex flex-col gap-3 border-slate-200 border-l-2 pl-4';

/** Each stage the opportunity went through, oldest first: when, who moved it, and any note. */
export function OpportunityTimeline({ entries, headingLevel, ...reader }: OpportunityTimelineProps) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (headingLevel) {
    const Heading = `h${headingLevel}` as const;
    return (
      <div className="flex flex-col gap-2">
        <Heading id={headingId} className="font-semibold text-slate-900 text-sm">
          Timeline
        </Heading>
        <ol aria-labelledby={headingId} className={listClasses}>
          <Steps entries={entries} reader={reader} />
        </ol>
      </div>
    );
  }
  const count = entries.length === 1 ? '1 entry' : `${entries.length} entries`;
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
      <ol id={listId} hidden={!expanded} aria-label="Timeline" className={`mt-2 ${listClasses}`}>
        <Steps entries={entries} reader={reader} />
      </ol>
    </div>
  );
}
