import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountMessages, forgotPasswordSchema } from '../../shared/accounts/account.schemas';
import { guessablePasswordMessage, resetPasswordProblem } from '../../shared/accounts/password-rules';
import { createSecurityEventsRepository } from '../audit/security-events.repository';
import { AppError, RateLimitedError } from '../http/app-error';
import { sendApiError } from '../http/error-handler.plugin';
import type { RateLimitRule } from '../rate-limit/rate-limiter';
import { anonymous } from './access-policy';
import { authBasePath } from './auth';
import { sessionExpiredError } from './auth.plugin';
import { resolveAuthContext, toFetchHeaders } from './auth-context';
import { authRateLimits, rateLimitMessage } from './auth-rate-limits';
import { checkPasswordSecurity } from './password-security';

const limitsByPath: Record<string, RateLimitRule> = {
  '/sign-in/email': authRateLimits.signIn,
  '/request-password-reset': authRateLimits.resetRequest,
  '/reset-password': authRateLimits.resetPassword,
  '/two-factor/verify-totp': authRateLimits.twoFactor,
  '/two-factor/verify-backup-code': authRateLimits.twoFactor,
};

/** Better-auth's messages replaced by the spec's where the spec has one (§8). */
const messagesByCode: Record<string, string> = {
  INVALID_TOKEN: accountMessages.invalidResetLink,
};

function bodyField(request: FastifyRequest, name: string): unknown {
  return request.body && typeof request.body === 'object'
    ? (request.body as Record<string, unknown>)[name]
    : undefined;
}

/** Our rules for a new password (spec §5 reset rules, plus refusing guessable passwords). */
function newPasswordProblem(password: unknown, email = ''): string | undefined {
  if (typeof password !== 'string') return resetPasswordProblem('');
  return (
    resetPasswordProblem(password) ??
    (checkPasswordSecurity(password, email).isValid ? undefined : guessablePasswordMessage)
  );
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

/**
 * Mounts better-auth under /api/auth behind our own checks: rate limits, the spec's password rules,
 * idle-session expiry, suspension, remember-me, audit events, and our error format.
 */
export async function authProxyRoutes(app: FastifyInstance, options: { now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const events = createSecurityEventsRepository({ db: app.database.db });

  async function guard(request: FastifyRequest, subPath: string, headers: Headers) {
    const limit = limitsByPath[subPath];
    if (limit && request.method === 'POST') {
      const decision = await app.rateLimiter.consume(limit, request.clientKey);
      if (!decision.allowed) throw new RateLimitedError(rateLimitMessage, decision.retryAfterSeconds);
    }
    if (subPath === '/request-password-reset') {
      const parsed = forgotPasswordSchema.safeParse({ email: bodyField(request, 'email') ?? '' });
      if (!parsed.success)
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          parsed.error.issues[0]?.message ?? accountMessages.enterEmail,
        );
    }
    if (subPath === '/reset-password' || subPath === '/change-password') {
      const problem = newPasswordProblem(bodyField(request, 'newPassword'));
      if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem);
    }
    // Without a signed session cookie this resolves to 'none' before any database read.
    const resolution = await resolveAuthContext(
      { sessionToken: app.sessionToken, sessions: app.sessions, now },
      headers.get('cookie'),
    );
    if (resolution.kind === 'idle-expired') throw sessionExpiredError();
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const subPath = request.url.slice(authBasePath.length).split('?')[0] ?? '';
    const headers = toFetchHeaders(request.headers);
    await guard(request, subPath, headers);
    const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    headers.delete('content-length');
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    const json =
      text && response.headers.get('content-type')?.includes('json')
        ? (JSON.parse(text) as Record<string, unknown>)
        : undefined;

    if (subPath === '/sign-in/email') {
      const email = String(bodyField(request, 'email') ?? '')
        .trim()
        .toLowerCase();
      const ok = response.status === 200;
      await events.record({
        eventType: ok ? 'sign_in_success' : 'sign_in_failure',
        severity: ok ? 'low' : 'medium',
        userId:
          ok && json?.user && typeof json.user === 'object'
            ? String((json.user as { id?: unknown }).id)
            : null,
        details: { email, twoFactorRequired: json?.twoFactorRedirect === true, status: response.status },
      });
    }
    const issued = response.status === 200 ? issuedSession(setCookies, app.sessionCookieName) : undefined;
    if (issued) {
      const row = await app.sessions.findByToken(issued.token);
      if (row?.profile?.isSuspended) {
        await app.sessions.deleteByToken(issued.token);
        return sendApiError(
          reply,
          403,
          'ACCOUNT_SUSPENDED',
          'Your account has been suspended. Please contact support.',
        );
      }
      const at = now();
      await app.sessions.setRememberMe(issued.token, issued.rememberMe, at);
      // A session was issued: a completed sign-in (after the second factor, where there is one).
      if (row) await app.sessions.markUserActive(row.session.userId, at);
    }

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
