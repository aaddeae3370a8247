import { Building2 } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { type OrganisationQueueView, useAdminOrganisations } from '../api/get-admin-organisations';
import { OrganisationReviewCard } from './organisation-review-card';

const emptyTexts: Record<OrganisationQueueView, string> = {
  pending: 'No organisations are waiting for verification.',
  verified: 'No organisations are verified yet.',
  rejected: 'No organisations have been rejected.',
  revoked: 'No organisation has had its verification withdrawn.',
  changes: 'No organisation’s new details are waiting for review.',
};

export function OrganisationQueue({ view }: { view: OrganisationQueueView }) {
  const queue = useAdminOrganisations(view);
  if (queue.isPending) return <LoadingState text="Loading organisations..." />;
  if (queue.isError) {
    return (
      <LoadError
        message="Failed to load organisations. Please try again."
        onRetry={() => void queue.refetch()}
      />
    );
  }
  if (queue.data.length === 0) {
    return <EmptyState icon={Building2}>{emptyTexts[view]}</EmptyState>;
  }
  const count = queue.data.length;
  return (
    <div aria-busy={queue.isFetching} className="flex flex-col gap-3">
      <p role="status" className="text-slate-600 text-sm">
        {count === 1 ? '1 organisation' : `${count} organisations`}
      </p>
      <ul className="flex flex-col gap-3">
        {queue.data.map((organisation) => (
          <li key={organisation.id}>
            <OrganisationReviewCard organisation={organisation} />
          </li>
        ))}
      </ul>
    </div>
  );
}
