import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function applicationRequest(
  id: string,
  action: 'shortlist' | 'decline' | 'introduction',
  body?: unknown,
) {
  return apiRequestAs<EmployerOpportunity>(`/api/employer/applications/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
  });
}

/** An organisation's decision on an application: its vacancy's applicants and counts, and the pipeline, are read again. */
export function useApplicationMutation<Input>(mutationFn: (input: Input) => Promise<EmployerOpportunity>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [marketplaceKeys.vacancies(), marketplaceKeys.opportunities()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
