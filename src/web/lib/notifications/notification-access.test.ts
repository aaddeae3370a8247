import { describe, expect, it } from 'vitest';
import { buildMe } from '../session/me.test-utils';
import { canUseNotifications, notificationSettingsPathFor } from './notification-access';

describe('canUseNotifications', () => {
  it('is for approved, active accounts of every role', () => {
    expect(canUseNotifications(buildMe())).toBe(true);
    expect(canUseNotifications(buildMe({ role: 'employer' }))).toBe(true);
    expect(canUseNotifications(buildMe({ role: 'admin' }, { twoFactorEnabled: true }))).toBe(true);
  });

  it('is not for visitors, unapproved or suspended accounts, nor admins before TOTP', () => {
    expect(canUseNotifications(null)).toBe(false);
    expect(canUseNotifications(buildMe({ isApproved: false }))).toBe(false);
    expect(canUseNotifications(buildMe({ isSuspended: true }))).toBe(false);
    expect(canUseNotifications(buildMe({ role: 'system_admin' }, { twoFactorEnabled: false }))).toBe(false);
  });
});

describe('notificationSettingsPathFor', () => {
  it("leads to the section on each role's settings page", () => {
    expect(notificationSettingsPathFor({ role: 'candidate' })).toBe(
      '/arrsplace/candidate/settings#email-notifications',
    );
    expect(notificationSettingsPathFor({ role: 'employer' })).toBe(
      '/arrsplace/employer/settings#email-notifications',
    );
    expect(notificationSettingsPathFor({ role: 'master_admin' })).toBe(
      '/arrsplace/admin/settings#email-notifications',
    );
  });
});
