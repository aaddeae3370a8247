import {
  type EmployerOpportunity,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.schemas';
import { formatMoment } from '../model/opportunity-display';

const byLabels = {
  employer: 'by your organisation',
  candidate: 'by the professional',
  admin: 'by our team',
  system: 'automatically',
} as const;

export function OpportunityTimeline({ timeline }: { timeline: EmployerOpportunity['timeline'] }) {
  return (
    <ol className="flex flex-col gap-3 border-slate-200 border-l-2 pl-4">
      {timeline.map((entry, index) => (
        // Entries never reorder or vanish, and two may share a stage and a moment: the position is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index} className="relative flex flex-col text-sm">
          <span
            aria-hidden="true"
            className="-left-[1.4rem] absolute top-1.5 size-2.5 rounded-full bg-brand-700"
          />
          <span className="font-semibold text-slate-900">{opportunityStatusLabels[entry.status]}</span>
          <span className="text-slate-600">
            <time dateTime={entry.at}>{formatMoment(entry.at)}</time>, {byLabels[entry.by]}
          </span>
          {entry.note ? (
            <span className="text-slate-700">
              {entry.note}{' '}
              <span className="text-slate-600">
                (
                {entry.noteAudience === 'both'
                  ? 'note seen by the professional too'
                  : 'note not seen by the professional'}
                )
              </span>
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
