import type { MeResponse, Profile } from '../../../shared/accounts/account-api';
import { isAdminRole, normaliseTier } from '../../../shared/accounts/roles';
import { paths } from '../../../shared/routing/paths';

const { platform } = paths;

export type PlatformArea = 'candidate' | 'employer' | 'community' | 'admin';

/** Where admins enrol in TOTP before anything else in the admin area. */
export const twoFactorEnrolmentPath = `${platform.admin}/security`;

/** The rule: docs/product/accounts.md#where-members-land. */
export function areaPathFor(profile: Pick<Profile, 'role' | 'profileTier'>): string {
  if (isAdminRole(profile.role)) return platform.admin;
  if (profile.role === 'employer') return platform.employer;
  return normaliseTier(profile.profileTier) === 'community' ? platform.community : platform.candidate;
}

/** Account settings live inside the candidate and employer areas (sub-paths the registry allows). */
export const accountSettingsPaths = {
  candidate: `${platform.candidate}/settings`,
  employer: `${platform.employer}/settings`,
} as const;

export function accountSettingsPathFor(profile: Pick<Profile, 'role'>): string | undefined {
  if (profile.role === 'candidate') return accountSettingsPaths.candidate;
  if (profile.role === 'employer') return accountSettingsPaths.employer;
  return undefined;
}

export function isActiveAccount(me: MeResponse | null): me is MeResponse {
  return me?.profile.isApproved === true && !me.profile.isSuspended;
}

export type AccessDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const allow: AccessDecision = { type: 'allow' };
const redirect = (to: string): AccessDecision => ({ type: 'redirect', to });

function mayEnter(area: PlatformArea, profile: Profile): boolean {
  if (area === 'community') return true;
  if (area === 'admin') return isAdminRole(profile.role);
  return profile.role === area;
}

/** The browser's mirror of the server's gate (docs/product/accounts.md#who-may-use-which-area). */
export function decideAreaAccess(
  area: PlatformArea,
  pathname: string,
  me: MeResponse | null,
): AccessDecision {
  if (!isActiveAccount(me)) return redirect(platform.auth);
  if (isAdminRole(me.profile.role) && !me.user.twoFactorEnabled) {
    return pathname === twoFactorEnrolmentPath ? allow : redirect(twoFactorEnrolmentPath);
  }
  return mayEnter(area, me.profile) ? allow : redirect(areaPathFor(me.profile));
}

export function masterAdminTarget(me: MeResponse | null): string {
  return isActiveAccount(me) && isAdminRole(me.profile.role) ? platform.admin : platform.auth;
}

export function isPlatformPath(pathname: string): boolean {
  return pathname === platform.landing || pathname.startsWith(`${platform.landing}/`);
}
