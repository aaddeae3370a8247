import { Building2, RotateCcw } from 'lucide-react';
import type { OrganisationStatus } from '../../../../shared/employer/organisation.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminOrganisations } from '../api/get-admin-organisations';
import { OrganisationReviewCard } from './organisation-review-card';

const emptyTexts: Record<OrganisationStatus, string> = {
  pending: 'No organisations are waiting for verification.',
  verified: 'No organisations are verified yet.',
  rejected: 'No organisations have been rejected.',
  revoked: 'No organisation has had its verification withdrawn.',
};

/** The organisations of one status, oldest first, with loading, error and empty states. */
export function OrganisationQueue({ status }: { status: OrganisationStatus }) {
  const queue = useAdminOrganisations(status);
  if (queue.isPending) return <LoadingState text="Loading organisations..." />;
  if (queue.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message="Failed to load organisations. Please try again." />
        <Button variant="secondary" onClick={() => void queue.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    );
  }
  if (queue.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-slate-300 border-dashed p-8 text-center">
        <Building2 aria-hidden="true" className="size-8 text-slate-400" />
        <p role="status" className="text-slate-600">
          {emptyTexts[status]}
        </p>
      </div>
    );
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
