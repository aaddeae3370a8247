import { BriefcaseBusiness, CalendarDays, Inbox, MapPin, Video } from 'lucide-react';
import { useId } from 'react';
import {
  type OpportunityStatus,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.schemas';
import type { AnonymisedCandidate } from '../../../../shared/marketplace/search.schemas';
import { Button } from '../../../components/ui/button';
import {
  availabilityText,
  employmentTypesText,
  experienceText,
  locationText,
  roleTitle,
  topSkills,
} from '../model/candidate-display';
import { TierBadge } from './tier-badge';

interface CandidateCardProps {
  candidate: AnonymisedCandidate;
  today: string;
  opportunityStatus?: OpportunityStatus | undefined;
  onView: () => void;
}

export function CandidateCard({ candidate, today, opportunityStatus, onView }: CandidateCardProps) {
  const headingId = useId();
  const skills = topSkills(candidate.skills);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-lg text-slate-900">
          {roleTitle(candidate)}
        </h3>
        <TierBadge tier={candidate.profileTier} />
      </div>
      <ul className="flex flex-col gap-1.5 text-slate-700 text-sm">
        <li className="flex items-center gap-2">
          <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {experienceText(candidate.experienceBand)}
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {locationText(candidate)}
        </li>
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {availabilityText(candidate.availableFrom, today)}
        </li>
        <li>{employmentTypesText(candidate.employmentTypes)}</li>
      </ul>
      {skills.shown.length > 0 ? (
        <div>
          <h4 className="sr-only">Top skills</h4>
          <ul className="flex flex-wrap gap-1.5">
            {skills.shown.map((skill, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that may repeat a name.
              <li key={index} className="rounded-md bg-slate-100 px-2 py-0.5 text-slate-800 text-sm">
                {skill}
              </li>
            ))}
            {skills.more > 0 ? (
              <li className="px-1 py-0.5 text-slate-600 text-sm">+{skills.more} more</li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700 text-sm">
        <span>
          Profile strength: <span className="font-semibold">{candidate.completionLabel}</span>
        </span>
        {candidate.videoUrl ? (
          <span className="inline-flex items-center gap-1 font-medium text-brand-800">
            <Video aria-hidden="true" className="size-4" />
            Video
          </span>
        ) : null}
      </p>
      {opportunityStatus ? (
        <p
          className="flex items-center gap-2 font-medium text-brand-800 text-sm"
          data-testid="card-opportunity"
        >
          <Inbox aria-hidden="true" className="size-4 shrink-0" />
          Your opportunity: {opportunityStatusLabels[opportunityStatus]}
        </p>
      ) : null}
      <div className="mt-auto pt-1">
        <Button variant="secondary" onClick={onView} aria-describedby={headingId}>
          View profile
        </Button>
      </div>
    </article>
  );
}
