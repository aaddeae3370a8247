import { describe, expect, it } from 'vitest';
import { organisationMessages } from '../../shared/marketplace/organisation.schemas';
import {
  accessProblem,
  anonymous,
  approved,
  type Caller,
  signedIn,
  signedInDuringTwoFactorEnrolment,
  verifiedEmployer,
} from './access-policy';

const caller = (overrides: Partial<Caller> = {}): Caller => ({
  role: 'candidate',
  isApproved: true,
  isSuspended: false,
  recruitmentConsent: true,
  twoFactorEnabled: false,
  ...overrides,
});

const code = (problem: ReturnType<typeof accessProblem>) => problem?.code ?? 'OK';

describe('accessProblem', () => {
  it('lets anyone through an anonymous route', () => {
    expect(code(accessProblem(anonymous, null))).toBe('OK');
  });

  it('needs a session for signed-in routes, approved or not, but never a suspended one', () => {
    expect(code(accessProblem(signedIn, null))).toBe('UNAUTHENTICATED');
    expect(code(accessProblem(signedIn, caller({ isApproved: false })))).toBe('OK');
    expect(code(accessProblem(signedIn, caller({ isSuspended: true })))).toBe('ACCOUNT_SUSPENDED');
  });

  it('needs approval and the right role for approved routes', () => {
    const employerOnly = approved(['employer']);
    expect(code(accessProblem(employerOnly, caller({ role: 'employer', isApproved: false })))).toBe(
      'NOT_APPROVED',
    );
    expect(code(accessProblem(employerOnly, caller({ role: 'candidate' })))).toBe('FORBIDDEN');
    expect(code(accessProblem(employerOnly, caller({ role: 'employer' })))).toBe('OK');
  });

  it('needs recruitment consent from candidates on consent routes', () => {
    const candidateArea = approved(['candidate'], 'recruitment');
    expect(code(accessProblem(candidateArea, caller({ recruitmentConsent: false })))).toBe(
      'CONSENT_REQUIRED',
    );
    expect(code(accessProblem(candidateArea, caller()))).toBe('OK');
  });

  it('needs a verified organisation from employers on search and profile routes', () => {
    const employer = (organisationStatus: string | null) => caller({ role: 'employer', organisationStatus });
    expect(code(accessProblem(verifiedEmployer, employer(null)))).toBe('ORGANISATION_NOT_VERIFIED');
    for (const status of ['pending', 'rejected', 'revoked'])
      expect(code(accessProblem(verifiedEmployer, employer(status)))).toBe('ORGANISATION_NOT_VERIFIED');
    // The message says which: none registered, waiting, refused, or withdrawn.
    const message = (status: string | null) => accessProblem(verifiedEmployer, employer(status))?.message;
    expect(message(null)).toBe(organisationMessages.notRegistered);
    expect(message('pending')).toBe(organisationMessages.notVerified);
    expect(message('rejected')).toBe(organisationMessages.verificationRejected);
    expect(message('revoked')).toBe(organisationMessages.verificationRevoked);
    expect(code(accessProblem(verifiedEmployer, employer('verified')))).toBe('OK');
    expect(code(accessProblem(verifiedEmployer, caller({ organisationStatus: 'verified' })))).toBe(
      'FORBIDDEN',
    );
    expect(code(accessProblem(verifiedEmployer, caller({ role: 'employer', isApproved: false })))).toBe(
      'NOT_APPROVED',
    );
  });

  it('needs TOTP from admin roles on role-restricted routes', () => {
    const adminArea = approved(['admin', 'master_admin', 'system_admin']);
    expect(code(accessProblem(adminArea, caller({ role: 'master_admin' })))).toBe('TWO_FACTOR_REQUIRED');
    expect(code(accessProblem(adminArea, caller({ role: 'master_admin', twoFactorEnabled: true })))).toBe(
      'OK',
    );
  });

  it('lets an admin without TOTP reach nothing but the enrolment routes, whatever the route allows', () => {
    const admin = caller({ role: 'admin' });
    expect(code(accessProblem(approved(), admin))).toBe('TWO_FACTOR_REQUIRED');
    expect(code(accessProblem(signedIn, admin))).toBe('TWO_FACTOR_REQUIRED');
    expect(code(accessProblem(signedInDuringTwoFactorEnrolment, admin))).toBe('OK');
    expect(code(accessProblem(approved(), caller({ role: 'admin', twoFactorEnabled: true })))).toBe('OK');
    expect(code(accessProblem(anonymous, admin))).toBe('OK');
    expect(code(accessProblem(signedIn, caller()))).toBe('OK');
  });
});
