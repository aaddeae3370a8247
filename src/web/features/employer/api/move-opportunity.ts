import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employerOpportunitySchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export interface OpportunityMove {
  id: string;
  status: 'interviewing' | 'closed';
  note?: string;
}

/** POST /api/employer/opportunities/:id/status: the employer's own moves along the pipeline. */
export function moveOpportunity({ id, ...body }: OpportunityMove) {
  return apiRequestParsed(
    `/api/employer/opportunities/${encodeURIComponent(id)}/status`,
    employerOpportunitySchema,
    { method: 'POST', body },
  );
}

export function useMoveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.opportunities() }),
  });
}
