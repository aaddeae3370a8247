import { describe, expect, it } from 'vitest';
import { adminRoles } from '../../shared/accounts/roles';
import { documentAccess, openApiAccess } from './access-openapi';
import {
  anonymous,
  approved,
  candidateArea,
  signedIn,
  signedInDuringTwoFactorEnrolment,
} from './access-policy';

describe('access rules in the API document', () => {
  it('asks nothing of a public route and names no refusal', () => {
    expect(documentAccess({ access: anonymous })).toEqual({
      description: 'Access: anyone.',
      security: [],
      refusals: {},
    });
  });

  it('asks for the session cookie, with the 401 and the 403 codes the rule can answer', () => {
    const candidate = documentAccess({ access: candidateArea });
    expect(candidate.security).toEqual([{ sessionCookie: [] }]);
    expect(candidate.description).toBe('Access: approved accounts (candidate) with recruitment consent.');
    expect(candidate.refusals[401]).toMatch(/UNAUTHENTICATED.*SESSION_EXPIRED/);
    for (const code of [
      'ACCOUNT_SUSPENDED',
      'TWO_FACTOR_REQUIRED',
      'NOT_APPROVED',
      'FORBIDDEN',
      'CONSENT_REQUIRED',
    ])
      expect(candidate.refusals[403]).toContain(code);
    expect(candidate.refusals[403]).not.toContain('ORGANISATION_NOT_VERIFIED');

    expect(documentAccess({ access: signedIn }).refusals[403]).not.toContain('NOT_APPROVED');
    // The routes an admin still to enrol TOTP may call never answer TWO_FACTOR_REQUIRED.
    expect(documentAccess({ access: signedInDuringTwoFactorEnrolment }).refusals[403]).not.toContain(
      'TWO_FACTOR_REQUIRED',
    );
  });

  it('names the session cookie as better-auth does, and keeps the documentation for admins', () => {
    expect(openApiAccess(false).securitySchemes.sessionCookie?.name).toBe('arrs.session_token');
    expect(openApiAccess(true).securitySchemes.sessionCookie?.name).toBe('__Secure-arrs.session_token');
    expect(openApiAccess(false).docsRouteConfig).toEqual({ access: approved(adminRoles) });
  });
});
