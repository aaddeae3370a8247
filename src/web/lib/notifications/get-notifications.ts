import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationsResponseSchema } from '../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../api-client';

export const notificationsQueryKey = ['notifications'] as const;

export async function getNotifications(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof notificationsResponseSchema>>('/api/notifications', { signal });
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: ({ signal }) => getNotifications(signal),
});

/** The bell's list while `enabled`; the realtime stream says when to fetch it again . */
export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
