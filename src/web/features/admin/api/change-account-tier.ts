import type { ProfileTier } from '../../../../shared/accounts/roles';
import { apiRequest } from '../../../lib/api-client';
import { useAccountMutation } from './account-mutation';

export async function changeAccountTier({ id, tier }: { id: string; tier: ProfileTier }): Promise<void> {
  await apiRequest(`/api/admin/accounts/${encodeURIComponent(id)}/tier`, { method: 'POST', body: { tier } });
}

export function useChangeAccountTier() {
  return useAccountMutation(changeAccountTier);
}
