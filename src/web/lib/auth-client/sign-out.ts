import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/routing/paths';
import { apiRequest } from '../api-client';
import { useAppNavigate } from '../navigation/navigation';
import { notify } from '../notify';
import { forgetSession } from '../session/forget-session';
import { meQueryKey } from '../session/get-me';

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** In that order, so nothing asks the server with a session it has just ended (a 401 the browser logs). */
export async function forgetAndSignOut(queryClient: QueryClient, leave: () => void): Promise<void> {
  forgetSession(queryClient);
  leave();
  await signOut();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  return useMutation({
    mutationFn: () =>
      forgetAndSignOut(queryClient, () => void navigate(paths.platform.auth, { replace: true })),
    onError: () => {
      notify.error('Failed to sign out');
      // The session still stands: once the browser knows it again, the auth page sends the user back.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
