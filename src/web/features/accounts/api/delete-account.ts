import { useMutation } from '@tanstack/react-query';
import { apiRequest, endSessionWith } from '../../../lib/api-client';

/** The session ends with the account, so the page's other requests wait for the answer. */
export async function deleteAccount(): Promise<void> {
  await endSessionWith(() =>
    apiRequest('/api/account', { method: 'DELETE', body: { confirmation: 'DELETE' } }),
  );
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
