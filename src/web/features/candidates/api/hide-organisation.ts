import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HiddenOrganisationsResponse } from '../../../../shared/marketplace/search.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { hiddenOrganisationsQueryKey } from './get-hidden-organisations';

export function hideOrganisation(odsCode: string) {
  return apiRequestAs<HiddenOrganisationsResponse>('/api/candidate/hidden-organisations', {
    method: 'POST',
    body: { odsCode },
  });
}

export function useHideOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideOrganisation,
    onSuccess: (list) => queryClient.setQueryData(hiddenOrganisationsQueryKey, list),
  });
}
