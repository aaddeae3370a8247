import { isAdminRole, type Role } from '../../../shared/accounts/roles';
import type { AppError } from '../../errors/app-error';
import { adminErrors } from './admin.errors';

export interface AccountParty {
  id: string;
  role: Role;
}

// Each rule returns the error to answer with, or null; the route's access rule already required an
// approved admin role with TOTP.

/** Only a master_admin grants or removes admin roles; admins may switch candidate ↔ employer; never your own. */
export function roleChangeProblem(actor: AccountParty, target: AccountParty, newRole: Role): AppError | null {
  if (actor.id === target.id) return adminErrors.ownRole();
  if ((isAdminRole(target.role) || isAdminRole(newRole)) && actor.role !== 'master_admin') {
    return adminErrors.adminRoleChange();
  }
  return null;
}

/** Suspending and unsuspending: never yourself, and a master_admin only by a master_admin. */
export function suspensionProblem(actor: AccountParty, target: AccountParty): AppError | null {
  if (actor.id === target.id) return adminErrors.ownAccount();
  if (target.role === 'master_admin' && actor.role !== 'master_admin')
    return adminErrors.masterAdminProtected();
  return null;
}

/** Rejecting erases the account, which removes its role: an admin-role account only by a master_admin. */
export function rejectionProblem(actor: AccountParty, target: AccountParty): AppError | null {
  if (actor.id === target.id) return adminErrors.ownAccount();
  if (isAdminRole(target.role) && actor.role !== 'master_admin') return adminErrors.adminRoleChange();
  return null;
}

/** Signing out everywhere: never yourself (settings does that), and a master_admin only by a master_admin. */
export function signOutProblem(actor: AccountParty, target: AccountParty): AppError | null {
  if (actor.id === target.id) return adminErrors.ownSessions();
  if (target.role === 'master_admin' && actor.role !== 'master_admin')
    return adminErrors.masterAdminSessions();
  return null;
}

export function tierChangeProblem(target: AccountParty): AppError | null {
  return target.role === 'candidate' ? null : adminErrors.notCandidate();
}
