import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { guessablePasswordMessage, resetPasswordProblem } from '../../shared/accounts/password-rules';
import type { Config } from '../config';
import { ServiceUnavailableError } from '../db/database-errors';
import { AppError, notFoundError, RateLimitedError } from '../errors/app-error';
import { sendApiError } from '../http/error-handler.plugin';
import { anonymous, signedIn, signedInDuringTwoFactorEnrolment } from './access-policy';
import { authBasePath } from './auth';
import { callerProblem, sessionExpiredError } from './auth.plugin';
import { type AuthResolution, resolveAuthContext, toFetchHeaders } from './auth-context';
import { type AuthEndpoint, findAuthEndpoint } from './auth-endpoints';
import { rateLimitMessage } from './auth-rate-limits';
import { checkPasswordSecurity } from './password-security';
import { createSignInService } from './sign-in.service';

/** Better-auth's messages replaced by ours where the product has its own wording, shown to users as is. */
const messagesByCode: Record<string, string> = {
  INVALID_TOKEN: 'Invalid or expired reset link. Please request a new password reset.',
};

/** better-auth's answer when it would send an account e-mail; also over the limit, so that tells nothing. */
const neutralMailAnswers: Record<string, unknown> = {
  '/request-password-reset': {
    status: true,
    message: 'If this email exists in our system, check your email for the reset link',
  },
  '/send-verification-email': { status: true },
};

function validationError(error: z.ZodError): AppError {
  return new AppError(400, 'VALIDATION_ERROR', error.issues[0]?.message ?? 'Invalid request');
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The query string as an object; a repeated key becomes an array (which every schema refuses). */
function queryObject(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : ([] as string[]).concat(seen, value);
  }
  return query;
}

async function newPasswordProblem(password: string): Promise<string | undefined> {
  return (
    resetPasswordProblem(password) ??
    ((await checkPasswordSecurity(password, '')).isValid ? undefined : guessablePasswordMessage)
  );
}

function stringField(body: unknown, name: string): string {
  const value: unknown = body && typeof body === 'object' ? Reflect.get(body, name) : undefined;
  return typeof value === 'string' ? value : '';
}

/** The session token from a Set-Cookie of better-auth's session cookie, and whether it persists. */
function issuedSession(
  setCookies: string[],
  cookieName: string,
): { token: string; rememberMe: boolean } | undefined {
  const cookie = setCookies.find((value) => value.startsWith(`${cookieName}=`));
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split(';')[0] ?? '');
  if (!value) return undefined;
  return { token: value.split('.')[0] ?? value, rememberMe: /;\s*max-age=/i.test(cookie) };
}

/** better-auth under /api/auth behind our own checks (decision 006; docs/security.md). */
export async function authProxyRoutes(app: FastifyInstance, options: { config: Config; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const signIns = createSignInService({
    db: app.database.db,
    sessions: app.sessions,
    secret: options.config.AUTH_SECRET,
    now,
  });

  const databaseAnswers = () =>
    Promise.race([
      app.database.ping().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
    ]).catch(() => false);

  /** The request's own checks; a reply already sent (a neutral answer) ends it there. */
  async function guard(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: AuthEndpoint,
    body: unknown,
    resolution: AuthResolution,
  ): Promise<'forward' | 'answered'> {
    if (endpoint.limit) {
      const decision = await app.rateLimiter.consume(endpoint.limit, request.clientKey);
      if (!decision.allowed) {
        const neutral = neutralMailAnswers[endpoint.path];
        if (neutral) {
          await reply.status(200).send(neutral);
          return 'answered';
        }
        if (endpoint.path === '/sign-in/email') await signIns.throttledByAddress(stringField(body, 'email'));
        throw new RateLimitedError(rateLimitMessage, decision.retryAfterSeconds);
      }
    }
    if (resolution.kind === 'idle-expired') throw sessionExpiredError();
    // A caller's session counts for these endpoints as for any signed-in route: the same policy
    // (suspension, and an admin without TOTP only enrolling and signing out).
    if (endpoint.usesSession && resolution.kind === 'signed-in') {
      const access = endpoint.duringTwoFactorEnrolment ? signedInDuringTwoFactorEnrolment : signedIn;
      const problem = callerProblem(access, resolution.context);
      if (problem) throw problem;
    }
    const newPassword = stringField(body, 'newPassword');
    if (endpoint.path === '/reset-password' || endpoint.path === '/change-password') {
      const problem = await newPasswordProblem(newPassword);
      if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem);
    }
    if (endpoint.path === '/sign-in/email') {
      const attempt = await signIns.begin(stringField(body, 'email'));
      if (!attempt.allowed) throw new RateLimitedError(rateLimitMessage, attempt.retryAfterSeconds);
    }
    return 'forward';
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    // Absolute-form request targets (`POST http://host/api/auth/…`) have the same path and query.
    const target = new URL(request.url, 'http://request-target');
    const subPath = target.pathname.slice(authBasePath.length);
    const endpoint = findAuthEndpoint(request.method, subPath);
    if (!endpoint) throw notFoundError(`No route for ${request.method} ${authBasePath}${subPath}`);
    parse(endpoint.query, queryObject(target.search));
    let body = endpoint.body ? parse(endpoint.body, request.body ?? {}) : undefined;
    // A password change always signs out every other session, whatever the client asks.
    if (endpoint.path === '/change-password' && body && typeof body === 'object')
      body = { ...body, revokeOtherSessions: true };

    const headers = toFetchHeaders(request.headers);
    // Without a signed session cookie this resolves to 'none' before any database read.
    const resolution = await resolveAuthContext(
      { sessionToken: app.sessionToken, sessions: app.sessions, now },
      headers.get('cookie'),
    );
    if ((await guard(request, reply, endpoint, body, resolution)) === 'answered') return reply;

    const url = requestUrl(request, target);
    headers.delete('content-length');
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    // better-auth answers its own failures with a 500: during a database outage that is a 503.
    if (response.status >= 500 && !(await databaseAnswers())) throw new ServiceUnavailableError();
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    const json = text && response.headers.get('content-type')?.includes('json') ? safeJson(text) : undefined;

    if (endpoint.path === '/sign-in/email')
      await signIns.answered(stringField(body, 'email'), response.status, json);
    const issued = response.status === 200 ? issuedSession(setCookies, app.sessionCookieName) : undefined;
    if (issued && (await signIns.sessionIssued(issued)) === 'suspended')
      return sendApiError(
        reply,
        403,
        'ACCOUNT_SUSPENDED',
        'Your account has been suspended. Please contact support.',
      );

    for (const cookie of setCookies) reply.header('set-cookie', cookie);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
        reply.header(name, value);
    });
    if (response.status >= 400) {
      const code = typeof json?.code === 'string' ? json.code : 'AUTH_ERROR';
      const message =
        messagesByCode[code] ??
        (typeof json?.message === 'string' ? json.message : 'An unexpected error occurred');
      return sendApiError(reply, response.status, code, message);
    }
    reply.status(response.status);
    return reply.send(text || null);
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    config: { access: anonymous },
    handler: forward,
  });
}

/** A Host header that names a host (and port): nothing else may go into the URL better-auth sees. */
const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

function requestUrl(request: FastifyRequest, target: URL): string {
  const host = request.headers.host ?? 'localhost';
  const invalid = () => new AppError(400, 'BAD_REQUEST', 'Invalid Host header');
  if (!hostPattern.test(host)) throw invalid();
  try {
    return new URL(`${target.pathname}${target.search}`, `${request.protocol}://${host}`).href;
  } catch {
    throw invalid();
  }
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
