import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { apiRequest } from '../api-client';
import { notify } from '../notify';
import { forgetSession } from '../session/forget-session';

/** POST /api/auth/sign-out. */
export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** Spec §2.3 Sign Out: on error the toast 'Failed to sign out', otherwise go to the auth page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      forgetSession(queryClient);
      navigate(paths.platform.auth, { replace: true });
    },
    onError: () => {
      notify.error('Failed to sign out');
    },
  });
}
