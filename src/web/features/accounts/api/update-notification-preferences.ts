import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '../../../../shared/marketplace/notification-preferences.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { notificationPreferencesQueryKey } from './get-notification-preferences';

export async function updateNotificationPreferences(
  choices: z.output<typeof notificationPreferencesUpdateSchema>,
) {
  return apiRequestAs<z.output<typeof notificationPreferencesSchema>>(
    '/api/account/notification-preferences',
    { method: 'PUT', body: choices },
  );
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
