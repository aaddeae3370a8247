import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { session, user, userProfiles } from '../db/schema';

/** Our view of sessions (better-auth creates them): idle tracking, revocation, and who is behind one. */
export function createSessionRepository({ db }: { db: Database }) {
  return {
    /** The session, its user and profile, by the session token from the signed cookie. */
    async findByToken(token: string) {
      const [row] = await db
        .select({ session, user, profile: userProfiles })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, session.userId))
        .where(eq(session.token, token))
        .limit(1);
      return row;
    },
    async touch(sessionId: string, at: Date) {
      await db.update(session).set({ lastActiveAt: at }).where(eq(session.id, sessionId));
    },
    async setRememberMe(token: string, rememberMe: boolean, at: Date) {
      await db.update(session).set({ rememberMe, lastActiveAt: at }).where(eq(session.token, token));
    },
    async deleteById(sessionId: string) {
      await db.delete(session).where(eq(session.id, sessionId));
    },
    async deleteByToken(token: string) {
      await db.delete(session).where(eq(session.token, token));
    },
    /** Signs the user out everywhere (suspension, deletion, password reset), optionally but one session. */
    async revokeAllForUser(userId: string, exceptSessionId?: string) {
      await db
        .delete(session)
        .where(
          exceptSessionId
            ? and(eq(session.userId, userId), ne(session.id, exceptSessionId))
            : eq(session.userId, userId),
        );
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
