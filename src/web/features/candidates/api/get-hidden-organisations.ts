import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HiddenOrganisationsResponse } from '../../../../shared/marketplace/search.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export const hiddenOrganisationsQueryKey = ['candidate', 'hidden-organisations'] as const;

export async function getHiddenOrganisations(signal?: AbortSignal) {
  return apiRequestAs<HiddenOrganisationsResponse>('/api/candidate/hidden-organisations', { signal });
}

export const hiddenOrganisationsQueryOptions = queryOptions({
  queryKey: hiddenOrganisationsQueryKey,
  queryFn: ({ signal }) => getHiddenOrganisations(signal),
});

export function useHiddenOrganisations() {
  return useQuery(hiddenOrganisationsQueryOptions);
}
