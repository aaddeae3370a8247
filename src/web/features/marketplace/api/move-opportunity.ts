import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export interface OpportunityMove {
  id: string;
  status: 'interviewing' | 'closed';
  note?: string;
}

export function moveOpportunity({ id, ...body }: OpportunityMove) {
  return apiRequestAs<EmployerOpportunity>(`/api/employer/opportunities/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body,
  });
}

export function useMoveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.opportunities() }),
  });
}
