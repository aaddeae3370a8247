import type { AdminAccount } from '../../../shared/accounts/admin.schemas';
import { normaliseTier } from '../../../shared/accounts/roles';
import type { AdminAccountRow } from './admin-accounts.repository';

export function presentAdminAccount(row: AdminAccountRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    profileTier: normaliseTier(row.profileTier),
    isApproved: row.isApproved,
    isSuspended: row.isSuspended,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
  };
}
