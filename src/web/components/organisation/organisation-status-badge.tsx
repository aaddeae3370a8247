import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import {
  type OrganisationStatus,
  organisationStatusLabels,
} from '../../../shared/marketplace/organisation.constants';

const looks: Record<OrganisationStatus, { icon: LucideIcon; classes: string }> = {
  pending: { icon: Clock, classes: 'border-amber-300 bg-amber-50 text-amber-900' },
  verified: { icon: CircleCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  rejected: { icon: CircleX, classes: 'border-red-300 bg-red-50 text-red-900' },
  revoked: { icon: CircleX, classes: 'border-red-300 bg-red-50 text-red-900' },
};

/** Never colour alone. */
export function OrganisationStatusBadge({ status }: { status: OrganisationStatus }) {
  const { icon: Icon, classes } = looks[status];
  return (
    <span
      data-testid="organisation-status"
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-sm ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {organisationStatusLabels[status]}
    </span>
  );
}
