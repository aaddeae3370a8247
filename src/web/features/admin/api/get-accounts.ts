import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAccountStatus, AdminAccountsResponse } from '../../../../shared/accounts/admin.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { adminAccountsQueryKey } from './admin-accounts-query-key';

export async function getAccounts(status: AdminAccountStatus, search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ status });
  if (search.trim() !== '') query.set('q', search.trim());
  const { accounts } = await apiRequestAs<AdminAccountsResponse>(`/api/admin/accounts?${query}`, { signal });
  return accounts;
}

export function accountsQueryOptions(status: AdminAccountStatus, search: string) {
  return queryOptions({
    queryKey: [...adminAccountsQueryKey, status, search.trim()],
    queryFn: ({ signal }) => getAccounts(status, search, signal),
    // An approval queue must be current: always re-read when shown again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(status: AdminAccountStatus, search: string) {
  return useQuery(accountsQueryOptions(status, search));
}
