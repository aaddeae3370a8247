import { createSecurityEventsRepository } from '../audit/security-events.repository';
import type { Database } from '../db/database';
import type { SessionRepository } from './session.repository';
import { createSignInThrottle, type SignInAttempt } from './sign-in-throttle';
import { createSignInThrottleRepository } from './sign-in-throttle.repository';

/**
 * What the auth proxy checks and records around a sign-in: the per-account throttle, the audit events
 * (a throttled attempt, a success, a failure) and the session better-auth issues. Made once per server.
 */
export function createSignInService(deps: {
  db: Database;
  sessions: SessionRepository;
  secret: string;
  now: () => Date;
}) {
  const events = createSecurityEventsRepository(deps);
  const throttle = createSignInThrottle({
    repository: createSignInThrottleRepository(deps),
    secret: deps.secret,
    now: deps.now,
  });

  const throttled = (scope: 'address' | 'account', email: string) =>
    events.record({ eventType: 'sign_in_throttled', severity: 'medium', details: { scope, email } });

  return {
    /** A sign-in refused by the limit per client address. */
    throttledByAddress: (email: string) => throttled('address', email),

    /** Counts the attempt against the account, or refuses it while the account is locked (recorded). */
    async begin(email: string): Promise<SignInAttempt> {
      const attempt = await throttle.begin(email);
      if (!attempt.allowed) await throttled('account', email);
      return attempt;
    },

    /** Records better-auth's answer; a right password ends the account's run of failures. */
    async answered(email: string, status: number, json: Record<string, unknown> | undefined) {
      const ok = status === 200;
      await events.record({
        eventType: ok ? 'sign_in_success' : 'sign_in_failure',
        severity: ok ? 'low' : 'medium',
        userId:
          ok && json?.user && typeof json.user === 'object'
            ? String((json.user as { id?: unknown }).id)
            : null,
        details: {
          email: email.trim().toLowerCase(),
          twoFactorRequired: json?.twoFactorRedirect === true,
          status,
        },
      });
      // The password was right: signed in, or the second factor or e-mail verification comes next.
      if (ok || json?.code === 'EMAIL_NOT_VERIFIED') await throttle.succeeded(email);
    },

    /**
     * better-auth issued a session: a suspended account's is deleted at once; otherwise it keeps the
     * remember-me choice and counts as the user's activity (a completed sign-in, after the second
     * factor where there is one).
     */
    async sessionIssued(issued: { token: string; rememberMe: boolean }): Promise<'accepted' | 'suspended'> {
      const row = await deps.sessions.findByToken(issued.token);
      if (row?.profile?.isSuspended) {
        await deps.sessions.deleteByToken(issued.token);
        return 'suspended';
      }
      const at = deps.now();
      await deps.sessions.setRememberMe(issued.token, issued.rememberMe, at);
      if (row) await deps.sessions.markUserActive(row.session.userId, at);
      return 'accepted';
    },
  };
}
