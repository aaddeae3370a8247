import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationsResponseSchema } from '../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../api-client';
import { notificationsQueryKey } from './get-notifications';

export async function markNotificationsRead(ids?: string[]) {
  return apiRequestAs<z.output<typeof notificationsResponseSchema>>('/api/notifications/read', {
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
