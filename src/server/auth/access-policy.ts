import { accountMessages } from '../../shared/accounts/account.schemas';
import { isAdminRole, type Role } from '../../shared/accounts/roles';
import { organisationAccessMessage } from '../../shared/marketplace/organisation.schemas';
import { AppError } from '../errors/app-error';

/**
 * Every /api route declares one in its `config.access`; a route without one does not start (deny by
 * default). Admin roles need TOTP enrolled: until then only routes marked `duringTwoFactorEnrolment`,
 * besides enrolling and signing out under /api/auth (decision 006).
 */
export type Access =
  | { kind: 'anonymous' }
  | { kind: 'signed-in'; duringTwoFactorEnrolment?: true }
  | { kind: 'approved'; roles?: readonly Role[]; consent?: 'recruitment'; organisation?: 'verified' };

export const anonymous: Access = { kind: 'anonymous' };
export const signedIn: Access = { kind: 'signed-in' };
/** Signed in, including an admin who is still to enrol TOTP (the enrolment screens need these). */
export const signedInDuringTwoFactorEnrolment: Access = { kind: 'signed-in', duringTwoFactorEnrolment: true };
export const approved = (roles?: readonly Role[], consent?: 'recruitment'): Access => ({
  kind: 'approved',
  ...(roles ? { roles } : {}),
  ...(consent ? { consent } : {}),
});

/** Checked on the server whatever the browser shows. */
export const candidateArea: Access = { kind: 'approved', roles: ['candidate'], consent: 'recruitment' };

/** An employer with no organisation, or one awaiting verification, is refused. */
export const verifiedEmployer: Access = { kind: 'approved', roles: ['employer'], organisation: 'verified' };

export interface Caller {
  role: Role;
  isApproved: boolean;
  isSuspended: boolean;
  recruitmentConsent: boolean;
  twoFactorEnabled: boolean;
  /** The status of the caller's organisation (employers only), or null without one. */
  organisationStatus?: string | null;
}

export const accessErrors = {
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
  notApproved: () => new AppError(403, 'NOT_APPROVED', accountMessages.pendingApprovalText),
  suspended: () =>
    new AppError(403, 'ACCOUNT_SUSPENDED', 'Your account has been suspended. Please contact support.'),
  forbidden: () => new AppError(403, 'FORBIDDEN', 'You do not have access to this.'),
  consentRequired: () =>
    new AppError(403, 'CONSENT_REQUIRED', 'Please give your recruitment representation consent to continue.'),
  /** Refused for want of a verified organisation: the message says what state it is in. */
  organisationNotVerified: (status: string | null | undefined) =>
    new AppError(403, 'ORGANISATION_NOT_VERIFIED', organisationAccessMessage(status)),
  twoFactorRequired: () =>
    new AppError(403, 'TWO_FACTOR_REQUIRED', 'Set up two-factor authentication to use the admin area.'),
};

export function accessProblem(access: Access, caller: Caller | null): AppError | null {
  if (access.kind === 'anonymous') return null;
  if (!caller) return accessErrors.unauthenticated();
  if (caller.isSuspended) return accessErrors.suspended();
  if (isAdminRole(caller.role) && !caller.twoFactorEnabled) {
    const enrolling = access.kind === 'signed-in' && access.duringTwoFactorEnrolment === true;
    if (!enrolling) return accessErrors.twoFactorRequired();
  }
  if (access.kind === 'signed-in') return null;
  if (!caller.isApproved) return accessErrors.notApproved();
  if (access.roles && !access.roles.includes(caller.role)) return accessErrors.forbidden();
  if (access.consent === 'recruitment' && caller.role === 'candidate' && !caller.recruitmentConsent) {
    return accessErrors.consentRequired();
  }
  if (access.organisation === 'verified' && caller.organisationStatus !== 'verified') {
    return accessErrors.organisationNotVerified(caller.organisationStatus);
  }
  return null;
}
