import { ArrowRight, Search } from 'lucide-react';
import { paths } from '../../../../shared/routing/paths';
import { CalloutCard } from '../../../components/ui/callout-card';
import { LinkButton } from '../../../components/ui/link-button';
import { useOpportunities } from '../api/get-opportunities';
import { opportunitiesAtAGlance } from '../model/opportunity-glance';

export const employerSearchPath = paths.platform.employerSearch;

export function FindProfessionalsCard() {
  return (
    <CalloutCard icon={Search} title="Find professionals">
      <p className="text-slate-700">
        Search ARRS professionals who have agreed to be found, by role and distance, and express interest in
        them. Their details reach you only once they approve.
      </p>
      <OpportunitiesAtAGlance />
      <div className="flex flex-wrap gap-3">
        <LinkButton to={employerSearchPath}>
          Search professionals
          <ArrowRight aria-hidden="true" className="size-4" />
        </LinkButton>
        <LinkButton to={paths.platform.employerOpportunities} variant="secondary">
          Your opportunities
        </LinkButton>
        <LinkButton to={paths.platform.employerVacancies} variant="secondary">
          Your vacancies
        </LinkButton>
      </div>
    </CalloutCard>
  );
}

/** Where the organisation's opportunities stand; nothing until they are read (or if they cannot be). */
function OpportunitiesAtAGlance() {
  const query = useOpportunities();
  if (!query.data) return null;
  const lines = opportunitiesAtAGlance(query.data.opportunities);
  if (query.data.opportunities.length === 0) {
    return <p className="text-slate-700">You have not sent an opportunity yet.</p>;
  }
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-slate-900">Your opportunities under way</h3>
      <ul className="mt-1 list-disc pl-5 text-slate-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
