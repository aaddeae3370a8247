import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPreferencesSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestParsed } from '../../../lib/api-client';

export const notificationPreferencesQueryKey = ['account', 'notification-preferences'] as const;

/** GET /api/account/notification-preferences: the kinds of notification not sent by e-mail. */
export async function getNotificationPreferences(signal?: AbortSignal) {
  return apiRequestParsed('/api/account/notification-preferences', notificationPreferencesSchema, { signal });
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationPreferencesQueryKey,
  queryFn: ({ signal }) => getNotificationPreferences(signal),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}
