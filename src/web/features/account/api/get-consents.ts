import { queryOptions, useQuery } from '@tanstack/react-query';
import { consentsResponseSchema } from '../../../../shared/accounts/account-api';
import { apiRequestParsed } from '../../../lib/api-client';

export const consentsQueryKey = ['account', 'consents'] as const;

/** GET /api/account/consents: current flags and the append-only history. */
export async function getConsents() {
  return apiRequestParsed('/api/account/consents', consentsResponseSchema);
}

export const consentsQueryOptions = queryOptions({ queryKey: consentsQueryKey, queryFn: getConsents });

export function useConsents() {
  return useQuery(consentsQueryOptions);
}
