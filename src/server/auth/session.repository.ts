import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organisationMembers, organisations, session, user, userProfiles } from '../db/schema';

/** Our view of sessions (better-auth creates them): idle tracking, revocation, and who is behind one. */
export function createSessionRepository({ db }: { db: Database }) {
  // Every signed-in request runs this: built once, and planned once per connection by PostgreSQL.
  const sessionByToken = db
    .select({
      session,
      user,
      profile: userProfiles,
      organisation: {
        id: organisations.id,
        status: organisations.status,
        membership: organisationMembers.role,
        name: organisations.name,
        odsCode: organisations.odsCode,
        postcode: organisations.postcode,
        latitude: organisations.latitude,
        longitude: organisations.longitude,
      },
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, session.userId))
    .leftJoin(organisationMembers, eq(organisationMembers.userId, session.userId))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');

  async function markUserActive(userId: string, at: Date) {
    await db.update(userProfiles).set({ lastActiveAt: at }).where(eq(userProfiles.userId, userId));
  }

  return {
    /** The session, its user, profile and organisation (employers), by the signed cookie's token. */
    async findByToken(token: string) {
      const [row] = await sessionByToken.execute({ token });
      return row;
    },
    /**
     * The session was used: its idle clock restarts, and the user's durable last activity (the
     * retention job's, kept beyond the session) moves with it. Callers write this every few minutes
     * at most, never per request.
     */
    async touch(sessionId: string, userId: string, at: Date) {
      await db.update(session).set({ lastActiveAt: at }).where(eq(session.id, sessionId));
      await markUserActive(userId, at);
    },
    /** A sign-in (or any other sign of the user's own activity) at `at`. */
    markUserActive,
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
