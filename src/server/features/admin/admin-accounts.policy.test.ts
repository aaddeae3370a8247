import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/accounts/roles';
import {
  rejectionProblem,
  roleChangeProblem,
  signOutProblem,
  suspensionProblem,
  tierChangeProblem,
} from './admin-accounts.policy';

const party = (id: string, role: Role) => ({ id, role });
const code = (error: { code: string } | null) => error?.code ?? null;

describe('roleChangeProblem', () => {
  it('lets an admin switch candidate and employer', () => {
    expect(roleChangeProblem(party('a', 'admin'), party('t', 'candidate'), 'employer')).toBeNull();
    expect(roleChangeProblem(party('a', 'system_admin'), party('t', 'employer'), 'candidate')).toBeNull();
  });

  it.each<[Role, Role]>([
    ['candidate', 'admin'],
    ['employer', 'master_admin'],
    ['candidate', 'system_admin'],
    ['admin', 'candidate'],
    ['system_admin', 'admin'],
  ])('keeps admin roles (%s → %s) to a master_admin', (from, to) => {
    for (const actorRole of ['admin', 'system_admin'] as const) {
      expect(code(roleChangeProblem(party('a', actorRole), party('t', from), to))).toBe(
        'MASTER_ADMIN_REQUIRED',
      );
    }
    expect(roleChangeProblem(party('a', 'master_admin'), party('t', from), to)).toBeNull();
  });

  it('never lets anyone change their own role, a master_admin included', () => {
    expect(code(roleChangeProblem(party('m', 'master_admin'), party('m', 'master_admin'), 'admin'))).toBe(
      'OWN_ROLE',
    );
    expect(code(roleChangeProblem(party('a', 'admin'), party('a', 'admin'), 'admin'))).toBe('OWN_ROLE');
  });
});

describe('suspensionProblem', () => {
  it('lets admins suspend candidates, employers and other admins', () => {
    for (const role of ['candidate', 'employer', 'admin', 'system_admin'] as const) {
      expect(suspensionProblem(party('a', 'admin'), party('t', role))).toBeNull();
    }
  });

  it('protects a master_admin from anyone but a master_admin, and everyone from themselves', () => {
    expect(code(suspensionProblem(party('a', 'admin'), party('t', 'master_admin')))).toBe(
      'MASTER_ADMIN_REQUIRED',
    );
    expect(code(suspensionProblem(party('a', 'system_admin'), party('t', 'master_admin')))).toBe(
      'MASTER_ADMIN_REQUIRED',
    );
    expect(suspensionProblem(party('m', 'master_admin'), party('t', 'master_admin'))).toBeNull();
    expect(code(suspensionProblem(party('m', 'master_admin'), party('m', 'master_admin')))).toBe(
      'OWN_ACCOUNT',
    );
  });
});

describe('rejectionProblem', () => {
  it('lets admins reject candidates and employers; admin-role accounts need a master_admin', () => {
    expect(rejectionProblem(party('a', 'admin'), party('t', 'candidate'))).toBeNull();
    expect(rejectionProblem(party('a', 'admin'), party('t', 'employer'))).toBeNull();
    expect(code(rejectionProblem(party('a', 'admin'), party('t', 'admin')))).toBe('MASTER_ADMIN_REQUIRED');
    expect(rejectionProblem(party('m', 'master_admin'), party('t', 'admin'))).toBeNull();
  });
});

describe('signOutProblem', () => {
  it('lets any admin sign out candidates, employers and admins other than master admins', () => {
    for (const actorRole of ['admin', 'system_admin', 'master_admin'] as const) {
      for (const role of ['candidate', 'employer', 'admin', 'system_admin'] as const) {
        expect(signOutProblem(party('a', actorRole), party('t', role))).toBeNull();
      }
    }
  });

  it('keeps a master admin to a master admin', () => {
    for (const actorRole of ['admin', 'system_admin'] as const) {
      expect(code(signOutProblem(party('a', actorRole), party('t', 'master_admin')))).toBe(
        'MASTER_ADMIN_REQUIRED',
      );
    }
    expect(signOutProblem(party('m', 'master_admin'), party('t', 'master_admin'))).toBeNull();
  });

  it('never signs out your own account, a master admin included', () => {
    expect(code(signOutProblem(party('m', 'master_admin'), party('m', 'master_admin')))).toBe('OWN_ACCOUNT');
    expect(code(signOutProblem(party('a', 'admin'), party('a', 'admin')))).toBe('OWN_ACCOUNT');
  });
});

describe('tierChangeProblem', () => {
  it('allows a tier only on candidates', () => {
    expect(tierChangeProblem(party('t', 'candidate'))).toBeNull();
    for (const role of ['employer', 'admin', 'master_admin', 'system_admin'] as const) {
      expect(code(tierChangeProblem(party('t', role)))).toBe('NOT_CANDIDATE');
    }
  });
});
