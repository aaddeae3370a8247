import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/account: erases the account after the typed confirmation. */
export async function deleteAccount(): Promise<void> {
  await apiRequest('/api/account', { method: 'DELETE', body: { confirmation: 'DELETE' } });
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
