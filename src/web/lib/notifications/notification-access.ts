import type { MeResponse, Profile } from '../../../shared/accounts/account-api';
import { isAdminRole } from '../../../shared/accounts/roles';
import { paths } from '../../../shared/routing/paths';
import { accountSettingsPathFor, isActiveAccount } from '../session/area-access';

/** Admins keep their e-mail preferences here (they have no other settings page). */
export const adminSettingsPath = `${paths.platform.admin}/settings`;

/** The anchor of the 'Email notifications' section on the settings page. */
export const emailNotificationsAnchor = 'email-notifications';

/**
 * Who has a bell: approved, active accounts, admins once TOTP is enrolled (the server's `approved()`
 * access refuses them before that).
 */
export function canUseNotifications(me: MeResponse | null): me is MeResponse {
  if (!isActiveAccount(me)) return false;
  return !isAdminRole(me.profile.role) || me.user.twoFactorEnabled;
}

/** Where a user turns notification e-mails on and off. */
export function notificationSettingsPathFor(profile: Pick<Profile, 'role'>): string {
  const settings = accountSettingsPathFor(profile) ?? adminSettingsPath;
  return `${settings}#${emailNotificationsAnchor}`;
}
