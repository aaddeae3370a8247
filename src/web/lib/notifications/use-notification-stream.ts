import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { stillSignedIn } from '../session/still-signed-in';
import { notificationsQueryKey } from './get-notifications';
import { notificationEventsUrl, startNotificationStream } from './notification-stream';
import { isRefreshedOnNotification } from './refresh-on-notification';

/** Each signal, and each reconnection (signals may have been missed), refetches the notifications. */
export function useNotificationStream(enabled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    return startNotificationStream({
      open: () => new EventSource(notificationEventsUrl),
      stillSignedIn: () => stillSignedIn(queryClient),
      onSignal: () => {
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        void queryClient.invalidateQueries({ predicate: isRefreshedOnNotification });
      },
    });
  }, [enabled, queryClient]);
}
