import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  MeResponse,
  Profile,
  SessionProbe,
  sessionExpiredCode,
} from '../../../shared/accounts/account-api';
import { apiRequestAs, reportSessionExpired } from '../api-client';

export const meQueryKey = ['account', 'me'] as const;

/**
 * The shared `sessionExpiredCode`, pinned to its type rather than imported: the shared module
 * builds zod schemas, which this probe (run on every page) must not load.
 */
const expiredReason: typeof sessionExpiredCode = 'SESSION_EXPIRED';

/**
 * GET /api/account/me: the signed-in user, or null for a visitor. The server answers a visitor 200
 * `{signedIn: false}`, and says when the session has just ended for inactivity: the app reacts as to
 * any request's SESSION_EXPIRED (warning, then sign-in).
 */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  const probe = await apiRequestAs<SessionProbe>('/api/account/me', { signal });
  if (probe.signedIn) {
    const { signedIn: _signedIn, ...me } = probe;
    return me;
  }
  if (probe.reason === expiredReason) reportSessionExpired();
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

/** Changes fields of the cached signed-in profile (nothing when signed out or not read yet). */
export function updateCachedProfile(
  queryClient: QueryClient,
  change: (profile: Profile) => Partial<Profile>,
) {
  queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
    me ? { ...me, profile: { ...me.profile, ...change(me.profile) } } : me,
  );
}
