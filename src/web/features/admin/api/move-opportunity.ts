import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocumTerms } from '../../../../shared/marketplace/locum-terms.schemas';
import type {
  AdminOpportunity,
  NoteAudience,
  OpportunityStatus,
} from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { adminOpportunitiesQueryKey } from './admin-opportunities-query-key';

export interface MoveOpportunityInput {
  id: string;
  status: OpportunityStatus;
  /** Kept on the timeline for the team and the organisation, and the professional too if `noteAudience` says so. */
  note?: string | undefined;
  noteAudience: NoteAudience;
  /** A locum day rate's terms, confirmed or corrected as its placement is recorded. */
  locumTerms?: LocumTerms | undefined;
}

/**
 * POST /api/admin/opportunities/:id/status: introduce, interviewing, placed (records the fee computed
 * from the terms) or closed; 409 with the server's message when the opportunity has moved on meanwhile,
 * 400 with the field's message for terms it refuses.
 */
export function moveOpportunity({ id, status, note, noteAudience, locumTerms }: MoveOpportunityInput) {
  return apiRequestAs<AdminOpportunity>(`/api/admin/opportunities/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status, ...(note ? { note, noteAudience } : {}), ...(locumTerms ? { locumTerms } : {}) },
  });
}

export function useMoveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOpportunity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOpportunitiesQueryKey }),
  });
}
