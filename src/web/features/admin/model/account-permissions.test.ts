import { describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../../../shared/accounts/admin.schemas';
import { actionsFor, assignableRoles } from './account-permissions';

const account = (overrides: Partial<AdminAccount> = {}): AdminAccount => ({
  id: 'a1',
  email: 'a@b.co',
  fullName: 'A B',
  role: 'candidate',
  profileTier: 'portfolio',
  isApproved: false,
  isSuspended: false,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const admin = { id: 'me', role: 'admin' } as const;
const master = { id: 'me', role: 'master_admin' } as const;

describe('assignableRoles', () => {
  it('offers admin roles to a master_admin only', () => {
    expect(assignableRoles('master_admin')).toContain('system_admin');
    expect(assignableRoles('admin')).toEqual(['candidate', 'employer']);
    expect(assignableRoles('system_admin')).toEqual(['candidate', 'employer']);
  });
});

describe('actionsFor', () => {
  it('offers approve and reject for pending accounts', () => {
    expect(actionsFor(account(), admin)).toMatchObject({
      approve: true,
      reject: true,
      suspend: false,
      unsuspend: false,
    });
  });

  it('offers suspend for approved and unsuspend for suspended accounts', () => {
    expect(actionsFor(account({ isApproved: true }), admin)).toMatchObject({ approve: false, suspend: true });
    expect(actionsFor(account({ isApproved: true, isSuspended: true }), admin)).toMatchObject({
      unsuspend: true,
      suspend: false,
      changeRole: false,
    });
  });

  it("leaves admins' accounts to a master_admin, and one's own account alone", () => {
    const other = account({ role: 'admin', isApproved: true });
    expect(Object.values(actionsFor(other, admin)).some(Boolean)).toBe(false);
    expect(actionsFor(other, master).suspend).toBe(true);
    expect(Object.values(actionsFor(account({ id: 'me', isApproved: true }), master)).some(Boolean)).toBe(
      false,
    );
  });

  it('offers a tier change for candidates only and signing out for accounts that are not suspended', () => {
    expect(actionsFor(account({ isApproved: true }), admin)).toMatchObject({
      changeTier: true,
      signOut: true,
    });
    expect(actionsFor(account({ isApproved: true, role: 'employer' }), admin)).toMatchObject({
      changeTier: false,
      signOut: true,
    });
    expect(actionsFor(account({ isApproved: true, isSuspended: true }), admin).signOut).toBe(false);
    expect(actionsFor(account({ id: 'me', role: 'admin', isApproved: true }), admin).signOut).toBe(false);
    expect(actionsFor(account({ role: 'master_admin', isApproved: true }), admin).signOut).toBe(false);
    expect(actionsFor(account({ role: 'master_admin', isApproved: true }), master).signOut).toBe(true);
  });
});
