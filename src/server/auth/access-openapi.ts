import type { FastifyContextConfig } from 'fastify';
import { adminRoles } from '../../shared/accounts/roles';
import type { DocumentedAccess, OpenApiAccess } from '../http/openapi-operations';
import { type Access, accessErrors, anonymous, approved } from './access-policy';
import { sessionExpiredError } from './auth.plugin';
import { sessionCookieName } from './session-cookie';

/** The documentation describes every route, so only admins read it, like the rest of the admin area. */
export const docsAccess: Access = approved(adminRoles);

const sessionCookie = 'sessionCookie';

function describeAccess(access: Access): string {
  if (access.kind === 'anonymous') return 'Access: anyone.';
  if (access.kind === 'signed-in') return 'Access: any signed-in account.';
  const who = access.roles ? access.roles.join(', ') : 'any role';
  const extras = [
    access.consent ? 'with recruitment consent' : '',
    access.organisation ? 'of a verified organisation' : '',
  ].filter(Boolean);
  return `Access: approved accounts (${who})${extras.length ? ` ${extras.join(', ')}` : ''}.`;
}

/** The codes of the 403s `accessProblem` (and `callerProblem`) can answer under this rule. */
function forbiddenCodes(access: Access): string[] {
  const codes = [accessErrors.suspended().code];
  if (access.kind !== 'signed-in' || !access.duringTwoFactorEnrolment)
    codes.push(accessErrors.twoFactorRequired().code);
  if (access.kind !== 'approved') return codes;
  codes.push(accessErrors.notApproved().code);
  if (access.roles) codes.push(accessErrors.forbidden().code);
  if (access.consent) codes.push(accessErrors.consentRequired().code);
  if (access.organisation) codes.push(accessErrors.organisationNotVerified(null).code);
  return codes;
}

/** What a route's declared access means in the API document: who, the cookie, the refusals. */
export function documentAccess(config: FastifyContextConfig | undefined): DocumentedAccess {
  const access = config?.access ?? anonymous;
  if (access.kind === 'anonymous') return { description: describeAccess(access), security: [], refusals: {} };
  return {
    description: describeAccess(access),
    security: [{ [sessionCookie]: [] }],
    refusals: {
      401: `${accessErrors.unauthenticated().code}: not signed in; ${sessionExpiredError().code}: the session ended after inactivity.`,
      403: `Not allowed by the route's access rule: ${forbiddenCodes(access).join(', ')}.`,
    },
  };
}

/**
 * The access rules as the OpenAPI document states them (http/openapi.plugin.ts): the session cookie
 * as the security scheme, each route's rule, and the admin rule of the documentation's own routes.
 */
export function openApiAccess(https: boolean): OpenApiAccess {
  return {
    securitySchemes: {
      [sessionCookie]: {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName(https),
        description: 'The session cookie that signing in (`POST /api/auth/sign-in/email`) sets.',
      },
    },
    describe: documentAccess,
    docsRouteConfig: { access: docsAccess },
  };
}
