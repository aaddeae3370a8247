import type { AdminAccount } from '../../../../shared/accounts/admin.schemas';
import { isAdminRole, type Role, roles, selfSignUpRoles } from '../../../../shared/accounts/roles';

/** Admin roles only by a master_admin (the server checks again). */
export function assignableRoles(viewerRole: Role): readonly Role[] {
  return viewerRole === 'master_admin' ? roles : selfSignUpRoles;
}

export interface AccountActions {
  approve: boolean;
  reject: boolean;
  suspend: boolean;
  unsuspend: boolean;
  changeRole: boolean;
  changeTier: boolean;
  /** End every session of the account; it stays usable. */
  signOut: boolean;
}

/** Nobody acts on their own account here. */
export function actionsFor(account: AdminAccount, viewer: { id: string; role: Role }): AccountActions {
  const self = account.id === viewer.id;
  const pending = !account.isApproved && !account.isSuspended;
  const mayTouch = !self && (!isAdminRole(account.role) || viewer.role === 'master_admin');
  return {
    approve: mayTouch && pending,
    reject: mayTouch && pending,
    suspend: mayTouch && account.isApproved && !account.isSuspended,
    unsuspend: mayTouch && account.isSuspended,
    changeRole: mayTouch && !account.isSuspended,
    changeTier: mayTouch && account.role === 'candidate',
    signOut: mayTouch && !account.isSuspended,
  };
}
