import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { everyCandidateQuery } from './get-applications';

/**
 * Withdrawing an application is withdrawing the approval applying gave, at the same endpoint: the
 * organisation's access ends at once and the receipt is marked withdrawn.
 */
export function withdrawApplication(id: string) {
  return apiRequest(`/api/candidate/opportunities/${encodeURIComponent(id)}/withdraw`, {
    method: 'POST',
    body: {},
  });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: everyCandidateQuery }),
  });
}
