import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationKind,
  notificationPreferencesSchema,
} from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { notificationPreferencesQueryKey } from './get-notification-preferences';

/** PUT /api/account/notification-preferences: replaces the list of kinds not sent by e-mail. */
export async function updateNotificationPreferences(emailOff: NotificationKind[]) {
  return apiRequestParsed('/api/account/notification-preferences', notificationPreferencesSchema, {
    method: 'PUT',
    body: { emailOff },
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
