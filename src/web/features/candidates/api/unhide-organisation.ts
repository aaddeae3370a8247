import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HiddenOrganisationsResponse } from '../../../../shared/marketplace/search.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { hiddenOrganisationsQueryKey } from './get-hidden-organisations';

export function unhideOrganisation(odsCode: string) {
  return apiRequestAs<HiddenOrganisationsResponse>(
    `/api/candidate/hidden-organisations/${encodeURIComponent(odsCode)}`,
    { method: 'DELETE' },
  );
}

export function useUnhideOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unhideOrganisation,
    onSuccess: (list) => queryClient.setQueryData(hiddenOrganisationsQueryKey, list),
  });
}
