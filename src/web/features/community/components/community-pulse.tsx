import { Activity, Award } from 'lucide-react';
import { communityLimits } from '../../../../shared/community/community-rules';
import { useStats } from '../api/get-stats';
import { SideColumnCard } from './side-column-card';

const numberFormat = new Intl.NumberFormat('en-GB');

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col">
      <dt className="text-slate-600 text-xs">{label}</dt>
      <dd className="font-bold text-slate-900 text-xl tabular-nums">
        {value === undefined ? '–' : numberFormat.format(value)}
      </dd>
    </div>
  );
}

export function CommunityPulse() {
  const stats = useStats();
  const data = stats.data;
  const top = (data?.topContributors ?? []).slice(0, communityLimits.topContributorsShown);
  return (
    <SideColumnCard
      headingId="community-pulse-heading"
      tour="community-pulse"
      icon={<Activity aria-hidden="true" className="size-5 text-brand-700" />}
      title="Community Pulse"
    >
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <Stat label="Posts" value={data?.publishedPosts} />
        <Stat label="Comments" value={data?.publishedComments} />
        <Stat label="Members" value={data?.members} />
      </dl>
      {top.length > 0 ? (
        <>
          <h3 className="mt-5 font-semibold text-slate-900 text-sm">Top contributors</h3>
          <ol className="mt-2 flex flex-col gap-2">
            {top.map((person, index) => (
              <li key={person.userId} className="flex items-center gap-2 text-sm">
                <Award aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
                <span className="sr-only">{index + 1}.</span>
                <span className="min-w-0 flex-1 truncate text-slate-800">{person.fullName}</span>
                <span className="text-slate-600 tabular-nums">
                  {numberFormat.format(person.karmaPoints)} karma
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </SideColumnCard>
  );
}
