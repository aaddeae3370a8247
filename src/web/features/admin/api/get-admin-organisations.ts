import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminOrganisationsResponseSchema,
  type OrganisationStatus,
} from '../../../../shared/employer/organisation.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { adminOrganisationsQueryKey } from './admin-organisations-query-key';

/** GET /api/admin/organisations?status= (oldest first). */
export async function getAdminOrganisations(status: OrganisationStatus, signal?: AbortSignal) {
  const { organisations } = await apiRequestParsed(
    `/api/admin/organisations?${new URLSearchParams({ status })}`,
    adminOrganisationsResponseSchema,
    { signal },
  );
  return organisations;
}

export function adminOrganisationsQueryOptions(status: OrganisationStatus) {
  return queryOptions({
    queryKey: [...adminOrganisationsQueryKey, status],
    queryFn: ({ signal }) => getAdminOrganisations(status, signal),
    // A verification queue must be current: always re-read when shown again.
    staleTime: 0,
  });
}

export function useAdminOrganisations(status: OrganisationStatus) {
  return useQuery(adminOrganisationsQueryOptions(status));
}
