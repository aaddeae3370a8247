import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  employerOpportunitySchema,
  type OpportunityFormInput,
} from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

/** POST /api/employer/opportunities: an offer to one professional (pay in pence). */
export function sendOpportunity(input: OpportunityFormInput) {
  return apiRequestParsed('/api/employer/opportunities', employerOpportunitySchema, {
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
