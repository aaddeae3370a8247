import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import {
  areaPathFor,
  decideAreaAccess,
  isPlatformPath,
  masterAdminTarget,
  twoFactorEnrolmentPath,
} from './area-access';
import { buildMe } from './me.test-utils';

const { platform } = paths;

describe('areaPathFor', () => {
  it.each([
    ['admin', 'community', platform.admin],
    ['master_admin', 'portfolio', platform.admin],
    ['system_admin', 'active_seeker', platform.admin],
    ['employer', 'community', platform.employer],
    ['candidate', 'community', platform.community],
    ['candidate', 'portfolio', platform.candidate],
    ['candidate', 'active_seeker', platform.candidate],
  ] as const)('%s on tier %s goes to %s', (role, profileTier, area) => {
    expect(areaPathFor({ role, profileTier })).toBe(area);
  });
});

describe('decideAreaAccess', () => {
  it('sends visitors, unapproved and suspended accounts to sign-in', () => {
    const to = { type: 'redirect', to: platform.auth };
    expect(decideAreaAccess('community', platform.community, null)).toEqual(to);
    expect(decideAreaAccess('candidate', platform.candidate, buildMe({ isApproved: false }))).toEqual(to);
    expect(
      decideAreaAccess('employer', platform.employer, buildMe({ role: 'employer', isSuspended: true })),
    ).toEqual(to);
  });

  it('lets each role into its own area and the community', () => {
    expect(decideAreaAccess('candidate', '/arrsplace/candidate/settings', buildMe())).toEqual({
      type: 'allow',
    });
    expect(decideAreaAccess('community', platform.community, buildMe())).toEqual({ type: 'allow' });
    const employer = buildMe({ role: 'employer' });
    expect(decideAreaAccess('employer', platform.employer, employer)).toEqual({ type: 'allow' });
    expect(decideAreaAccess('community', platform.community, employer)).toEqual({ type: 'allow' });
  });

  it("refuses other roles' areas by sending the user to their own", () => {
    const employer = buildMe({ role: 'employer' });
    expect(decideAreaAccess('candidate', platform.candidate, employer)).toEqual({
      type: 'redirect',
      to: platform.employer,
    });
    expect(decideAreaAccess('admin', platform.admin, employer)).toEqual({
      type: 'redirect',
      to: platform.employer,
    });
    const admin = buildMe({ role: 'admin' }, { twoFactorEnabled: true });
    expect(decideAreaAccess('candidate', platform.candidate, admin)).toEqual({
      type: 'redirect',
      to: platform.admin,
    });
    expect(decideAreaAccess('employer', platform.employer, buildMe({ profileTier: 'community' }))).toEqual({
      type: 'redirect',
      to: platform.community,
    });
  });

  it('sends an admin without TOTP to enrolment before anything else', () => {
    const admin = buildMe({ role: 'master_admin' }, { twoFactorEnabled: false });
    const toEnrolment = { type: 'redirect', to: twoFactorEnrolmentPath };
    expect(decideAreaAccess('admin', platform.admin, admin)).toEqual(toEnrolment);
    expect(decideAreaAccess('community', platform.community, admin)).toEqual(toEnrolment);
    expect(decideAreaAccess('admin', twoFactorEnrolmentPath, admin)).toEqual({ type: 'allow' });
    const enrolled = buildMe({ role: 'master_admin' }, { twoFactorEnabled: true });
    expect(decideAreaAccess('admin', platform.admin, enrolled)).toEqual({ type: 'allow' });
  });

  it('keeps non-admins out of the enrolment page', () => {
    expect(decideAreaAccess('admin', twoFactorEnrolmentPath, buildMe())).toEqual({
      type: 'redirect',
      to: platform.candidate,
    });
  });
});

describe('masterAdminTarget', () => {
  it('sends approved admins to the admin area and everyone else to sign-in', () => {
    expect(masterAdminTarget(buildMe({ role: 'system_admin' }))).toBe(platform.admin);
    expect(masterAdminTarget(buildMe({ role: 'admin', isApproved: false }))).toBe(platform.auth);
    expect(masterAdminTarget(buildMe())).toBe(platform.auth);
    expect(masterAdminTarget(null)).toBe(platform.auth);
  });
});

describe('isPlatformPath', () => {
  it('is true under /arrsplace only', () => {
    expect(isPlatformPath('/arrsplace')).toBe(true);
    expect(isPlatformPath('/arrsplace/auth')).toBe(true);
    expect(isPlatformPath('/arrsplacex')).toBe(false);
    expect(isPlatformPath('/contact')).toBe(false);
    expect(isPlatformPath('/reset-password')).toBe(false);
  });
});
