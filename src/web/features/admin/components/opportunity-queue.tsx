import { Handshake } from 'lucide-react';
import { opportunityStatusLabels } from '../../../../shared/marketplace/opportunity.schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminOpportunities } from '../api/get-admin-opportunities';
import type { StatusFilter } from '../model/opportunity-pipeline';
import { AdminOpportunityCard } from './admin-opportunity-card';

function emptyText(status: StatusFilter): string {
  if (status === 'all') return 'No opportunities yet.';
  if (status === 'approved') return 'No approved opportunities are waiting for an introduction.';
  return `No opportunities with the status “${opportunityStatusLabels[status]}”.`;
}

export function OpportunityQueue({ status }: { status: StatusFilter }) {
  const queue = useAdminOpportunities(status);
  if (queue.isPending) return <LoadingState text="Loading opportunities..." />;
  if (queue.isError) {
    return (
      <LoadError
        message="Failed to load opportunities. Please try again."
        onRetry={() => void queue.refetch()}
      />
    );
  }
  if (queue.data.length === 0) {
    return <EmptyState icon={Handshake}>{emptyText(status)}</EmptyState>;
  }
  const count = queue.data.length;
  return (
    <div aria-busy={queue.isFetching} className="flex flex-col gap-3">
      <p role="status" className="text-slate-600 text-sm">
        {count === 1 ? '1 opportunity' : `${count} opportunities`}
      </p>
      <ul className="flex flex-col gap-3">
        {queue.data.map((opportunity) => (
          <li key={opportunity.id}>
            <AdminOpportunityCard opportunity={opportunity} />
          </li>
        ))}
      </ul>
    </div>
  );
}
