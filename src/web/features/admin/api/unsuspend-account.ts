import { apiRequest } from '../../../lib/api-client';
import { useAccountMutation } from './account-mutation';

export async function unsuspendAccount(id: string): Promise<void> {
  await apiRequest(`/api/admin/accounts/${encodeURIComponent(id)}/unsuspend`, { method: 'POST', body: {} });
}

export function useUnsuspendAccount() {
  return useAccountMutation(unsuspendAccount);
}
