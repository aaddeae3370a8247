import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyOrganisationResponse } from '../../../../shared/marketplace/organisation.schemas';
import { apiRequestAs, type RequestOptions } from '../../../lib/api-client';
import { myOrganisationQueryKey } from './get-my-organisation';

/** Every organisation endpoint answers with the caller's organisation as it now is. */
export function organisationRequest(path: string, options: RequestOptions) {
  return apiRequestAs<MyOrganisationResponse>(path, options);
}

export function useOrganisationMutation<Input>(
  mutationFn: (input: Input) => Promise<MyOrganisationResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => queryClient.setQueryData(myOrganisationQueryKey, saved),
  });
}
