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
  /** On the timeline for the team and the organisation; the professional too if `noteAudience` says so. */
  note?: string | undefined;
  noteAudience: NoteAudience;
  locumTerms?: LocumTerms | undefined;
}

/** 409 with the server's message when the opportunity has moved on meanwhile. */
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
