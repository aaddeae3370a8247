import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  MeResponse,
  Profile,
  SessionProbe,
  sessionExpiredCode,
} from '../../../shared/accounts/account-api';
import { apiRequestAs, reportSessionExpired } from '../api-client';

export const meQueryKey = ['account', 'me'] as const;

/** Pinned to the shared type rather than imported: the shared module builds zod schemas. */
const expiredReason: typeof sessionExpiredCode = 'SESSION_EXPIRED';

/** A visitor is answered 200 `{signedIn: false}`; a session just ended for inactivity is reported. */
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

export function updateCachedProfile(
  queryClient: QueryClient,
  change: (profile: Profile) => Partial<Profile>,
) {
  queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) =>
    me ? { ...me, profile: { ...me.profile, ...change(me.profile) } } : me,
  );
}
