import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createSecurityEventsRepository } from '../audit/security-events.repository';
import type { Config } from '../config';
import { AppError } from '../errors/app-error';
import { hooksOf } from '../http/route-hooks';
import { type Access, accessProblem, type Caller } from './access-policy';
import { type Auth, createAuth } from './auth';
import { type AuthContext, type AuthResolution, resolveAuthContext } from './auth-context';
import { createMailLimiter } from './mail-limits';
import {
  createSessionRepository,
  type SessionLookup,
  type SessionRepository,
  sessionLookupChannel,
} from './session.repository';
import { createSessionTokenReader, expiredAuthCookies } from './session-cookie';
import { createSessionLookupCache } from './session-lookup-cache';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    sessions: SessionRepository;
    sessionToken: (cookieHeader: string | null | undefined) => string | null;
    sessionCookieName: string;
    /** Set-Cookie values that sign the browser out: every better-auth cookie, expired. */
    expiredAuthCookies: readonly string[];
    /** Every /api route with its declared access (the permission-matrix test enumerates these). */
    apiRoutes: ApiRoute[];
    /** For a route that answers visitors too and checks a signed-in caller itself (the session probe). */
    resolveAuth: (request: FastifyRequest) => Promise<AuthResolution>;
  }
  interface FastifyRequest {
    /** The signed-in caller, resolved by the access check (null for anonymous routes and callers). */
    authContext: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** Request schemas for the fuzz suite, response schemas for openapi.test.ts. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown };
}

export const sessionExpiredError = () =>
  new AppError(401, 'SESSION_EXPIRED', 'Session expired due to inactivity');
const profileMissingError = () =>
  new AppError(403, 'PROFILE_MISSING', 'User profile not found. Please contact support.');

/** The error for a signed-in caller that `access` refuses (a missing profile included), or null. */
export function callerProblem(access: Access, context: AuthContext): AppError | null {
  const caller = callerOf(context);
  if (!caller) return profileMissingError();
  return accessProblem(access, caller);
}

function callerOf(context: AuthContext): Caller | null {
  if (!context.profile) return null;
  return {
    role: context.profile.role,
    isApproved: context.profile.isApproved,
    isSuspended: context.profile.isSuspended,
    recruitmentConsent: context.profile.recruitmentRepresentationConsent,
    twoFactorEnabled: context.user.twoFactorEnabled,
    organisationStatus: context.organisation?.status ?? null,
  };
}

/** A route without `config.access` refuses to register (deny by default). */
export const authPlugin = fp<{ config: Config; now?: () => Date }>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const mayEmail = createMailLimiter({
      rateLimiter: app.rateLimiter,
      secret: options.config.AUTH_SECRET,
      events: createSecurityEventsRepository({ db: app.database.db }),
    });
    const auth = createAuth({
      config: options.config,
      db: app.database.db,
      mail: app.mail,
      log: app.log.child({ module: 'better-auth' }),
      mayEmail,
    });
    // The embedded database has one process, which hears of every write to the lookup's tables before
    // the write's statement settles: there each session's lookup is remembered until one (decision 029).
    const execSimple = app.database.execSimple?.bind(app.database);
    const lookupCache =
      app.database.kind === 'pglite' && execSimple ? createSessionLookupCache<SessionLookup>() : undefined;
    const sessions = createSessionRepository({ db: app.database.db, execSimple, lookupCache });
    if (lookupCache) {
      await sessions.announceLookupChanges();
      const stopListening = await app.database.listen(sessionLookupChannel, () => lookupCache.invalidate());
      app.addHook('onClose', stopListening);
    }
    // The cookies as better-auth itself names and sets them on this deployment.
    const { authCookies } = await auth.$context;
    const sessionToken = createSessionTokenReader(options.config.AUTH_SECRET, authCookies.sessionToken.name);
    app.decorate('sessionToken', sessionToken);
    app.decorate('sessionCookieName', authCookies.sessionToken.name);
    app.decorate('expiredAuthCookies', expiredAuthCookies(authCookies));
    app.decorate('auth', auth);
    app.decorate('sessions', sessions);
    app.decorateRequest('authContext', null);
    app.decorate('resolveAuth', (request: FastifyRequest) =>
      resolveAuthContext({ sessionToken, sessions, now }, request.headers.cookie),
    );

    app.decorate('apiRoutes', [] as ApiRoute[]);
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      const api = route.url.startsWith('/api/') || route.url === '/api';
      if (api && !access) {
        throw new Error(
          `${String(route.method)} ${route.url} declares no access (config.access); deny by default`,
        );
      }
      // preValidation, not preHandler: an anonymous caller learns nothing from validation errors.
      // Anonymous routes (pages, beacons) get no hook, so they pay nothing for it.
      if (access && access.kind !== 'anonymous') {
        const check: preValidationHookHandler = (request, _reply, done) => {
          checkAccess(request, access).then(() => done(), done);
        };
        route.preValidation = [check, ...hooksOf(route.preValidation)];
      }
      if (!api || !access) return;
      for (const method of ([] as string[]).concat(route.method))
        app.apiRoutes.push({
          method,
          url: route.url,
          access,
          schema: {
            body: route.schema?.body,
            querystring: route.schema?.querystring,
            params: route.schema?.params,
            response: route.schema?.response,
          },
        });
    });

    async function checkAccess(request: FastifyRequest, access: Access): Promise<void> {
      const resolution = await resolveAuthContext({ sessionToken, sessions, now }, request.headers.cookie);
      if (resolution.kind === 'idle-expired') throw sessionExpiredError();
      if (resolution.kind === 'none') {
        const problem = accessProblem(access, null);
        if (problem) throw problem;
        return;
      }
      const problem = callerProblem(access, resolution.context);
      if (problem) throw problem;
      request.authContext = resolution.context;
    }
  },
  { name: 'auth', dependencies: ['database', 'mail', 'rate-limit'] },
);

/** The caller of a route whose access is not anonymous (the access check has run). */
export function requireAuthContext(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return request.authContext;
}
