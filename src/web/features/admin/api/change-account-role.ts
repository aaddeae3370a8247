import type { Role } from '../../../../shared/accounts/roles';
import { apiRequest } from '../../../lib/api-client';
import { useAccountMutation } from './account-mutation';

export async function changeAccountRole({ id, role }: { id: string; role: Role }): Promise<void> {
  await apiRequest(`/api/admin/accounts/${encodeURIComponent(id)}/role`, { method: 'POST', body: { role } });
}

export function useChangeAccountRole() {
  return useAccountMutation(changeAccountRole);
}
