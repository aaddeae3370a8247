import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmployerOpportunity,
  OpportunityFormInput,
} from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function sendOpportunity(input: OpportunityFormInput) {
  return apiRequestAs<EmployerOpportunity>('/api/employer/opportunities', {
    method: 'POST',
    body: input,
  });
}

export function useSendOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.opportunities() }),
  });
}
