import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentsResponse } from '../../../../shared/accounts/account-api';
import { apiRequestAs } from '../../../lib/api-client';

export const consentsQueryKey = ['account', 'consents'] as const;

export async function getConsents(signal?: AbortSignal) {
  return apiRequestAs<ConsentsResponse>('/api/account/consents', { signal });
}

export const consentsQueryOptions = queryOptions({
  queryKey: consentsQueryKey,
  queryFn: ({ signal }) => getConsents(signal),
});

export function useConsents() {
  return useQuery(consentsQueryOptions);
}
