import type { Query } from '@tanstack/react-query';

/**
 * Query `meta` for data that a notification may have changed (the candidate's opportunities inbox):
 * when the bell hears a signal on the realtime stream it refetches these too, so an open page
 * updates without knowing about the bell.
 */
export const refreshOnNotification = { refreshOnNotification: true } as const;

export function isRefreshedOnNotification(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.refreshOnNotification === true;
}
