import { queryOptions, useQuery } from '@tanstack/react-query';
import { myOrganisationResponseSchema } from '../../../../shared/employer/organisation.schemas';
import { apiRequestParsed } from '../../../lib/api-client';

/** The employer's organisation, its people and any invitation are cached under this one key. */
export const myOrganisationQueryKey = ['employer', 'organisation'] as const;

/** GET /api/employer/organisation */
export function getMyOrganisation(signal?: AbortSignal) {
  return apiRequestParsed('/api/employer/organisation', myOrganisationResponseSchema, { signal });
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
