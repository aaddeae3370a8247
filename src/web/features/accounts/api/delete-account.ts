import { useMutation } from '@tanstack/react-query';
import { apiRequest, endSessionWith } from '../../../lib/api-client';

/**
 * DELETE /api/account: erases the account after the typed confirmation. The session ends with it, so
 * the page's other requests wait for the answer (endSessionWith).
 */
export async function deleteAccount(): Promise<void> {
  await endSessionWith(() =>
    apiRequest('/api/account', { method: 'DELETE', body: { confirmation: 'DELETE' } }),
  );
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
