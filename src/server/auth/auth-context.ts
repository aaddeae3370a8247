import type { IncomingHttpHeaders } from 'node:http';
import { activityWriteIntervalMs, isIdleExpired } from './idle-timeout';
import type { SessionRepository } from './session.repository';

type SessionRow = NonNullable<Awaited<ReturnType<SessionRepository['findByToken']>>>;

export interface AuthContext {
  session: SessionRow['session'];
  user: SessionRow['user'];
  profile: NonNullable<SessionRow['profile']> | null;
  /** The employer's organisation and their place in it, or null. */
  organisation: NonNullable<SessionRow['organisation']> | null;
}

export type AuthResolution =
  | { kind: 'none' }
  | { kind: 'idle-expired' }
  | { kind: 'signed-in'; context: AuthContext };

export function toFetchHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

export interface AuthContextDeps {
  /** The session token of the request's signed session cookie, or null (see session-cookie.ts). */
  sessionToken: (cookieHeader: string | null | undefined) => string | null;
  sessions: SessionRepository;
  now: () => Date;
}

/** A session idle for longer than its timeout is deleted here, on the server, whatever the browser thinks. */
export async function resolveAuthContext(
  deps: AuthContextDeps,
  cookieHeader: string | null | undefined,
): Promise<AuthResolution> {
  const token = deps.sessionToken(cookieHeader);
  if (!token) return { kind: 'none' };
  const row = await deps.sessions.findByToken(token);
  if (!row) return { kind: 'none' };
  const at = deps.now();
  if (isIdleExpired(row.session.lastActiveAt, row.session.rememberMe, at)) {
    await deps.sessions.deleteById(row.session.id);
    return { kind: 'idle-expired' };
  }
  // As better-auth's getSession: an expired session is no session.
  if (row.session.expiresAt.getTime() <= at.getTime()) return { kind: 'none' };
  if (at.getTime() - row.session.lastActiveAt.getTime() > activityWriteIntervalMs) {
    await deps.sessions.touch(row.session.id, row.session.userId, at);
  }
  return {
    kind: 'signed-in',
    context: {
      session: row.session,
      user: row.user,
      profile: row.profile,
      organisation: row.organisation,
    },
  };
}
