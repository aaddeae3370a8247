import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrganisationResponse } from '../../../../shared/marketplace/organisation.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export const myOrganisationQueryKey = ['employer', 'organisation'] as const;

export function getMyOrganisation(signal?: AbortSignal) {
  return apiRequestAs<MyOrganisationResponse>('/api/employer/organisation', { signal });
}

export function myOrganisationQueryOptions() {
  return queryOptions({
    queryKey: myOrganisationQueryKey,
    queryFn: ({ signal }) => getMyOrganisation(signal),
    // The verification status changes on an admin's decision: read it again whenever a page shows it.
    staleTime: 0,
  });
}

export function useMyOrganisation() {
  return useQuery(myOrganisationQueryOptions());
}
