import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminOrganisationsResponseSchema,
  OrganisationStatus,
} from '../../../../shared/marketplace/organisation.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { adminOrganisationsQueryKey } from './admin-organisations-query-key';

/** A tab of the queue: the organisations of one status, or those with a change of identity to review. */
export type OrganisationQueueView = OrganisationStatus | 'changes';

export async function getAdminOrganisations(view: OrganisationQueueView, signal?: AbortSignal) {
  const query: Record<string, string> = view === 'changes' ? { changes: 'held' } : { status: view };
  const { organisations } = await apiRequestAs<z.output<typeof adminOrganisationsResponseSchema>>(
    `/api/admin/organisations?${new URLSearchParams(query)}`,
    { signal },
  );
  return organisations;
}

export function adminOrganisationsQueryOptions(view: OrganisationQueueView) {
  return queryOptions({
    queryKey: [...adminOrganisationsQueryKey, view],
    queryFn: ({ signal }) => getAdminOrganisations(view, signal),
    // A verification queue must be current: always re-read when shown again.
    staleTime: 0,
  });
}

export function useAdminOrganisations(view: OrganisationQueueView) {
  return useQuery(adminOrganisationsQueryOptions(view));
}
