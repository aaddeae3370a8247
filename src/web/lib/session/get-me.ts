import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../shared/accounts/account-api';
import { apiRequestParsed, isApiError } from '../api-client';

export const meQueryKey = ['account', 'me'] as const;

/** GET /api/account/me: the signed-in user, or null for a visitor (401). */
export async function getMe(): Promise<MeResponse | null> {
  // The schema (and zod with it) loads with the first session check, keeping it out of the entry
  // chunk that every public page downloads.
  const { meResponseSchema } = await import('../../../shared/accounts/account-api');
  try {
    return await apiRequestParsed('/api/account/me', meResponseSchema);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe });

/** The session; `enabled: false` still returns what the cache holds. */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions, enabled });
}
