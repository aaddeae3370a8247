import { apiRequest } from '../../../lib/api-client';
import { useAccountMutation } from './account-mutation';

export async function signAccountOutEverywhere(id: string): Promise<void> {
  await apiRequest(`/api/admin/accounts/${encodeURIComponent(id)}/sign-out-everywhere`, {
    method: 'POST',
    body: {},
  });
}

export function useSignAccountOutEverywhere() {
  return useAccountMutation(signAccountOutEverywhere);
}
