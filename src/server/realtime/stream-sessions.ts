import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Access } from '../auth/access-policy';
import { callerProblem } from '../auth/auth.plugin';
import { isIdleExpired } from '../auth/idle-timeout';
import type { SessionRepository } from '../auth/session.repository';
import { errorSummary } from '../logger';

/**
 * A stream whose access check ran just before an announcement and was registered just after it is
 * checked on registering.
 */
const recentEndMs = 5_000;
/** setTimeout's longest delay (about 24 days); sessions last 7 days at most. */
const longestTimerMs = 2 ** 31 - 1;

interface WatchedStream {
  userId: string;
  sessionId: string;
  token: string;
  access: Access;
  end: () => void;
}

export interface StreamSessionsDeps {
  sessions: SessionRepository;
  /** The session token of a request's signed cookie (auth.plugin's `sessionToken`). */
  sessionToken: (cookieHeader: string | null | undefined) => string | null;
  log: FastifyBaseLogger;
}

/**
 * When any process announces ended sessions of a user, that user's streams here check their own
 * session; a stream on another session stays open. A timer ends a stream at its session's lifetime
 * (decision 040).
 */
export function createStreamSessions({ sessions, sessionToken, log }: StreamSessionsDeps) {
  const byUser = new Map<string, Set<WatchedStream>>();
  /** When sessions of each user were last announced ended, oldest first. */
  const recentEnds = new Map<string, number>();

  async function stillOpen(stream: WatchedStream): Promise<boolean> {
    const found = await sessions.findByToken(stream.token);
    if (!found || found.session.id !== stream.sessionId) return false;
    const at = new Date();
    if (found.session.expiresAt.getTime() <= at.getTime()) return false;
    if (isIdleExpired(found.session.lastActiveAt, found.session.rememberMe, at)) return false;
    return callerProblem(stream.access, found) === null;
  }

  /** Ends the stream if its session no longer allows it (a failed check leaves it open). */
  async function check(stream: WatchedStream): Promise<void> {
    try {
      if (!(await stillOpen(stream))) stream.end();
    } catch (error) {
      log.warn({ error: errorSummary(error) }, "realtime: could not check an event stream's session");
    }
  }

  return {
    /** The result stops watching: call it when the stream ends. */
    watch(request: FastifyRequest, end: () => void): () => void {
      const context = request.authContext;
      const token = sessionToken(request.headers.cookie);
      const access = request.routeOptions.config.access;
      if (!context || !token || !access) return () => {};
      const stream: WatchedStream = {
        userId: context.user.id,
        sessionId: context.session.id,
        token,
        access,
        end,
      };
      const streams = byUser.get(stream.userId) ?? new Set<WatchedStream>();
      byUser.set(stream.userId, streams);
      streams.add(stream);
      const expiry = setTimeout(
        end,
        Math.min(longestTimerMs, Math.max(0, context.session.expiresAt.getTime() - Date.now())),
      );
      expiry.unref();
      const endedAt = recentEnds.get(stream.userId);
      if (endedAt !== undefined && Date.now() - endedAt < recentEndMs) void check(stream);
      return () => {
        clearTimeout(expiry);
        streams.delete(stream);
        if (streams.size === 0 && byUser.get(stream.userId) === streams) byUser.delete(stream.userId);
      };
    },

    sessionsEnded(userId: string): void {
      const at = Date.now();
      for (const [user, endedAt] of recentEnds) {
        if (at - endedAt < recentEndMs) break;
        recentEnds.delete(user);
      }
      recentEnds.delete(userId);
      recentEnds.set(userId, at);
      for (const stream of byUser.get(userId) ?? []) void check(stream);
    },

    /** After a gap in listening, announcements may have been missed. */
    async checkAll(): Promise<void> {
      const all = [...byUser.values()].flatMap((streams) => [...streams]);
      for (const stream of all) await check(stream);
    },

    get size() {
      let count = 0;
      for (const streams of byUser.values()) count += streams.size;
      return count;
    },
  };
}

export type StreamSessions = ReturnType<typeof createStreamSessions>;
