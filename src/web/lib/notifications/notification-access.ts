import type { MeResponse, Profile } from '../../../shared/accounts/account-api';
import { isAdminRole } from '../../../shared/accounts/roles';
import { paths } from '../../../shared/routing/paths';
import { accountSettingsPathFor, isActiveAccount } from '../session/area-access';

/** Admins keep their e-mail preferences here (they have no other settings page). */
export const adminSettingsPath = `${paths.platform.admin}/settings`;

export const emailNotificationsAnchor = 'email-notifications';

/** Admins only once TOTP is enrolled (the server's `approved()` refuses them before that). */
export function canUseNotifications(me: MeResponse | null): me is MeResponse {
  if (!isActiveAccount(me)) return false;
  return !isAdminRole(me.profile.role) || me.user.twoFactorEnabled;
}

export function notificationSettingsPathFor(profile: Pick<Profile, 'role'>): string {
  const settings = accountSettingsPathFor(profile) ?? adminSettingsPath;
  return `${settings}#${emailNotificationsAnchor}`;
}
