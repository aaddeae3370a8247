import { accountMessages } from '../../shared/accounts/account.schemas';
import { isAdminRole, type Role } from '../../shared/accounts/roles';
import { AppError } from '../http/app-error';

/**
 * Who may call a route (DESIGN §5). Every /api route declares one in its `config.access`; a route
 * without one does not start (deny by default). Admin roles always need TOTP enrolled.
 */
export type Access =
  | { kind: 'anonymous' }
  | { kind: 'signed-in' }
  | { kind: 'approved'; roles?: readonly Role[]; consent?: 'recruitment' };

export const anonymous: Access = { kind: 'anonymous' };
export const signedIn: Access = { kind: 'signed-in' };
export const approved = (roles?: readonly Role[], consent?: 'recruitment'): Access => ({
  kind: 'approved',
  ...(roles ? { roles } : {}),
  ...(consent ? { consent } : {}),
});

/** What the policy needs to know about the caller. */
export interface Caller {
  role: Role;
  isApproved: boolean;
  isSuspended: boolean;
  recruitmentConsent: boolean;
  twoFactorEnabled: boolean;
}

export const accessErrors = {
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
  notApproved: () => new AppError(403, 'NOT_APPROVED', accountMessages.pendingApprovalText),
  suspended: () =>
    new AppError(403, 'ACCOUNT_SUSPENDED', 'Your account has been suspended. Please contact support.'),
  forbidden: () => new AppError(403, 'FORBIDDEN', 'You do not have access to this.'),
  consentRequired: () =>
    new AppError(403, 'CONSENT_REQUIRED', 'Please give your recruitment representation consent to continue.'),
  twoFactorRequired: () =>
    new AppError(403, 'TWO_FACTOR_REQUIRED', 'Set up two-factor authentication to use the admin area.'),
};

/** Null when the caller may proceed; otherwise the error to answer with. */
export function accessProblem(access: Access, caller: Caller | null): AppError | null {
  if (access.kind === 'anonymous') return null;
  if (!caller) return accessErrors.unauthenticated();
  if (caller.isSuspended) return accessErrors.suspended();
  if (access.kind === 'signed-in') return null;
  if (!caller.isApproved) return accessErrors.notApproved();
  if (access.roles && !access.roles.includes(caller.role)) return accessErrors.forbidden();
  if (isAdminRole(caller.role) && access.roles && !caller.twoFactorEnabled)
    return accessErrors.twoFactorRequired();
  if (access.consent === 'recruitment' && caller.role === 'candidate' && !caller.recruitmentConsent) {
    return accessErrors.consentRequired();
  }
  return null;
}
