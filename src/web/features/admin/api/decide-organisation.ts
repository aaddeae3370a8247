import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrganisation } from '../../../../shared/marketplace/organisation.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { adminOrganisationsQueryKey } from './admin-organisations-query-key';

export type OrganisationDecision = 'verify' | 'reject' | 'revoke';

export interface DecideOrganisationInput {
  id: string;
  decision: OrganisationDecision;
  /** Required to reject or revoke: the organisation's members are shown it. */
  reason?: string;
}

export function decideOrganisation({ id, decision, reason }: DecideOrganisationInput) {
  return apiRequestAs<AdminOrganisation>(`/api/admin/organisations/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
    body: decision === 'verify' ? {} : { reason },
  });
}

export function useDecideOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOrganisation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrganisationsQueryKey }),
  });
}
