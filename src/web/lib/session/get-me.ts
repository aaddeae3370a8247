import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../shared/accounts/account-api';
import { apiRequestParsed, reportSessionExpired } from '../api-client';

export const meQueryKey = ['account', 'me'] as const;

/**
 * GET /api/account/me: the signed-in user, or null for a visitor. The server answers a visitor 200
 * `{signedIn: false}`, and says when the session has just ended for inactivity: the app reacts as to
 * any request's SESSION_EXPIRED (warning, then sign-in).
 */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  // The schema (and zod with it) loads with the first session check, keeping it out of the entry
  // chunk that every public page downloads.
  const { sessionExpiredCode, sessionProbeSchema } = await import('../../../shared/accounts/account-api');
  const probe = await apiRequestParsed('/api/account/me', sessionProbeSchema, { signal });
  if (probe.signedIn) {
    const { signedIn: _signedIn, ...me } = probe;
    return me;
  }
  if (probe.reason === sessionExpiredCode) reportSessionExpired();
  return null;
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
});

/** The session; `enabled: false` still returns what the cache holds. */
export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions, enabled });
}
