import { describe, expect, it } from 'vitest';
import { adminRoles } from '../../shared/accounts/roles';
import { documentAccess, openApiAccess } from './access-openapi';
import { anonymous, approved, candidateArea } from './access-policy';

describe('access rules in the API document', () => {
  it('asks nothing of a public route', () => {
    expect(documentAccess({ access: anonymous })).toEqual({ description: 'Access: anyone.', security: [] });
  });

  it('asks for the session cookie on every other route', () => {
    const candidate = documentAccess({ access: candidateArea });
    expect(candidate.security).toEqual([{ sessionCookie: [] }]);
    expect(candidate.description).toBe('Access: approved accounts (candidate) with recruitment consent.');
  });

  it('names the session cookie as better-auth does, and keeps the documentation for admins', () => {
    expect(openApiAccess(false).securitySchemes.sessionCookie?.name).toBe('arrs.session_token');
    expect(openApiAccess(true).securitySchemes.sessionCookie?.name).toBe('__Secure-arrs.session_token');
    expect(openApiAccess(false).docsRouteConfig).toEqual({ access: approved(adminRoles) });
  });
});
