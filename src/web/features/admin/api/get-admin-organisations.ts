import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminOrganisationsResponseSchema,
  OrganisationStatus,
} from '../../../../shared/employer/organisation.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { adminOrganisationsQueryKey } from './admin-organisations-query-key';

/** GET /api/admin/organisations?status= (oldest first). */
export async function getAdminOrganisations(status: OrganisationStatus, signal?: AbortSignal) {
  const { organisations } = await apiRequestAs<z.output<typeof adminOrganisationsResponseSchema>>(
    `/api/admin/organisations?${new URLSearchParams({ status })}`,
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
