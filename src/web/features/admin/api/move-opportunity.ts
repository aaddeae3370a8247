import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOpportunity, OpportunityStatus } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { adminOpportunitiesQueryKey } from './admin-opportunities-query-key';

export interface MoveOpportunityInput {
  id: string;
  status: OpportunityStatus;
  /** Kept on the timeline, which the organisation and the professional see too. */
  note?: string | undefined;
}

/**
 * POST /api/admin/opportunities/:id/status: introduce, interviewing, placed (records the computed
 * fee) or closed; 409 with the server's message when the opportunity has moved on meanwhile.
 */
export function moveOpportunity({ id, status, note }: MoveOpportunityInput) {
  return apiRequestAs<AdminOpportunity>(`/api/admin/opportunities/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: note ? { status, note } : { status },
  });
}

export function useMoveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOpportunity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOpportunitiesQueryKey }),
  });
}
