import { apiRequest } from '../../../lib/api-client';
import { useAccountMutation } from './account-mutation';

export async function rejectAccount(id: string): Promise<void> {
  await apiRequest(`/api/admin/accounts/${encodeURIComponent(id)}/reject`, { method: 'POST', body: {} });
}

export function useRejectAccount() {
  return useAccountMutation(rejectAccount);
}
