import { apiRequest } from '../../../lib/api-client';
import { useAccountMutation } from './account-mutation';

export async function approveAccount(id: string): Promise<void> {
  await apiRequest(`/api/admin/accounts/${encodeURIComponent(id)}/approve`, { method: 'POST', body: {} });
}

export function useApproveAccount() {
  return useAccountMutation(approveAccount);
}
