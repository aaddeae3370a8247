import type { Query } from '@tanstack/react-query';

/** Query `meta`: the bell refetches these on a signal too, so an open page updates by itself. */
export const refreshOnNotification = { refreshOnNotification: true } as const;

export function isRefreshedOnNotification(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.refreshOnNotification === true;
}
