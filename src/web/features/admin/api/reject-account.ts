import { apiRequest } from '../../../lib/api-client';
import { useAccountMutation } from './account-mutation';

/** POST /api/admin/accounts/:id/reject: the account is erased and the user told by e-mail. */
export async function rejectAccount(id: string): Promise<void> {
  await apiRequest(`/api/admin/accounts/${encodeURIComponent(id)}/reject`, { method: 'POST', body: {} });
}

export function useRejectAccount() {
  return useAccountMutation(rejectAccount);
}
