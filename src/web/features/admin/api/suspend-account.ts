import { apiRequest } from '../../../lib/api-client';
import { useAccountMutation } from './account-mutation';

export async function suspendAccount(id: string): Promise<void> {
  await apiRequest(`/api/admin/accounts/${encodeURIComponent(id)}/suspend`, { method: 'POST', body: {} });
}

export function useSuspendAccount() {
  return useAccountMutation(suspendAccount);
}
