import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrganisation } from '../../../../shared/marketplace/organisation.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { adminOrganisationsQueryKey } from './admin-organisations-query-key';

export type OrganisationChangeDecision = 'approve' | 'reject';

export interface DecideOrganisationChangeInput {
  id: string;
  decision: OrganisationChangeDecision;
  /** When the change the admin reviewed was asked for: a newer one is refused (409). */
  requestedAt: string;
  reason?: string;
}

export function decideOrganisationChange({
  id,
  decision,
  requestedAt,
  reason,
}: DecideOrganisationChangeInput) {
  return apiRequestAs<AdminOrganisation>(
    `/api/admin/organisations/${encodeURIComponent(id)}/changes/${decision}`,
    { method: 'POST', body: decision === 'approve' ? { requestedAt } : { requestedAt, reason } },
  );
}

export function useDecideOrganisationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOrganisationChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrganisationsQueryKey }),
  });
}
