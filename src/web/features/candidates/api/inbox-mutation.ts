import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CandidateOpportunity,
  candidateOpportunitiesResponseSchema,
} from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { consentReceiptsQueryKey } from './get-consent-receipts';
import { candidateOpportunitiesQueryKey } from './get-opportunities';

/** Approve, decline and withdraw all answer with the inbox as it now is. */
export function inboxRequest(path: string, body: unknown = {}) {
  return apiRequestAs<z.output<typeof candidateOpportunitiesResponseSchema>>(path, { method: 'POST', body });
}

export const opportunityPath = (id: string, action: 'approve' | 'decline' | 'withdraw') =>
  `/api/candidate/opportunities/${encodeURIComponent(id)}/${action}`;

/** An answer to an opportunity: the inbox is replaced, and the receipts (given or withdrawn) refetched. */
export function useInboxMutation<Input>(
  mutationFn: (input: Input) => Promise<{ opportunities: CandidateOpportunity[] }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (inbox) => {
      queryClient.setQueryData(candidateOpportunitiesQueryKey, inbox);
      void queryClient.invalidateQueries({ queryKey: consentReceiptsQueryKey });
    },
    // Refused because it changed meanwhile (answered elsewhere, expired): show it as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: candidateOpportunitiesQueryKey }),
  });
}
