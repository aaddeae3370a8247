import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsResponseSchema } from '../../../shared/marketplace/opportunity.schemas';
import { apiRequestParsed } from '../api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/read: the given notifications, or all of them without ids. */
export async function markNotificationsRead(ids?: string[]) {
  return apiRequestParsed('/api/notifications/read', notificationsResponseSchema, {
    method: 'POST',
    body: ids ? { ids } : {},
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (list) => queryClient.setQueryData(notificationsQueryKey, list),
  });
}
