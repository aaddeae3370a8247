import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationPreferencesSchema } from '../../../../shared/marketplace/notification-preferences.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export const notificationPreferencesQueryKey = ['account', 'notification-preferences'] as const;

export async function getNotificationPreferences(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof notificationPreferencesSchema>>(
    '/api/account/notification-preferences',
    { signal },
  );
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationPreferencesQueryKey,
  queryFn: ({ signal }) => getNotificationPreferences(signal),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}
