import {
  and,
  type Column,
  eq,
  getTableColumns,
  type InferColumnsDataTypes,
  type InferSelectModel,
  ne,
  sql,
} from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';
import { hasSqlState } from '../db/database-errors';
import { organisationMembers, organisations, session, user, userProfiles } from '../db/schema';

/** The organisation columns of a lookup: the employer's organisation and their place in it. */
const organisationFields = {
  id: organisations.id,
  status: organisations.status,
  membership: organisationMembers.role,
  name: organisations.name,
  odsCode: organisations.odsCode,
  postcode: organisations.postcode,
  latitude: organisations.latitude,
  longitude: organisations.longitude,
};

const lookupGroups = {
  session: getTableColumns(session),
  user: getTableColumns(user),
  profile: getTableColumns(userProfiles),
  organisation: organisationFields,
};

/** Who is behind a session token: profile and organisation are null where the user has none. */
export interface SessionLookup {
  session: InferSelectModel<typeof session>;
  user: InferSelectModel<typeof user>;
  profile: InferSelectModel<typeof userProfiles> | null;
  organisation: InferColumnsDataTypes<typeof organisationFields> | null;
}

/**
 * Each column of the lookup under an alias of its own (`profile.role`): the lookup's five tables
 * share column names, and each database path reads its row by name.
 */
const aliasedColumns = Object.entries(lookupGroups).flatMap(([group, columns]) =>
  Object.entries(columns).map(([key, column]: [string, Column]) => ({
    group,
    key,
    column,
    alias: `${group}.${key}`,
  })),
);

/** A row of the lookup, by alias, into its groups, each value read as its column reads it. */
function lookupFromRow(raw: Record<string, unknown>): SessionLookup {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const { group, key, column, alias } of aliasedColumns) {
    const value = raw[alias];
    groups[group] ??= {};
    groups[group][key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  const { session, user, profile, organisation } = groups;
  return {
    session,
    user,
    profile: profile?.userId == null ? null : profile,
    organisation: organisation?.id == null ? null : organisation,
  } as unknown as SessionLookup;
}

/** SQLSTATE 42P05: a statement of that name is prepared already. */
const duplicatePreparedStatement = '42P05';

/** Tokens better-auth issues are 32 letters and digits; only such a token is written into a statement. */
const plainToken = /^[A-Za-z0-9]{16,128}$/;

/** Our view of sessions (better-auth creates them): idle tracking, revocation, and who is behind one. */
export function createSessionRepository({
  db,
  execSimple,
}: {
  db: Database;
  /** The embedded database's single-round-trip statement (DatabaseHandle.execSimple), where there is one. */
  execSimple?: DatabaseHandle['execSimple'];
}) {
  // Every signed-in request runs this. On PostgreSQL it is a named statement that each pooled
  // connection plans once.
  const sessionByToken = db
    .select(Object.fromEntries(aliasedColumns.map(({ alias, column }) => [alias, sql`${column}`.as(alias)])))
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, session.userId))
    .leftJoin(organisationMembers, eq(organisationMembers.userId, session.userId))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1);
  const preparedByToken = sessionByToken.prepare('session_by_token');

  // PGlite parses and plans every parameterised query afresh: for this five-table join that is most
  // of its ~1.5 ms, on every signed-in request. There the same statement is PREPAREd once and run
  // with EXECUTE in one round trip, about 0.3 ms (docs/performance.md, Test suite time).
  let prepared: Promise<void> | undefined;
  const prepareOnce = (exec: NonNullable<typeof execSimple>) => {
    prepared ??= exec(`prepare session_by_token (text, integer) as ${sessionByToken.toSQL().sql}`)
      .then(() => undefined)
      .catch((error: unknown) => {
        // This connection has it already (a test database reused by another app): the same text.
        if (hasSqlState(error, duplicatePreparedStatement)) return;
        prepared = undefined;
        throw error;
      });
    return prepared;
  };

  async function findRow(token: string): Promise<Record<string, unknown> | undefined> {
    if (execSimple && plainToken.test(token)) {
      await prepareOnce(execSimple);
      return (await execSimple(`execute session_by_token('${token}', 1)`))[0];
    }
    return (await preparedByToken.execute({ token }))[0];
  }

  async function markUserActive(userId: string, at: Date) {
    await db.update(userProfiles).set({ lastActiveAt: at }).where(eq(userProfiles.userId, userId));
  }

  return {
    /** The session, its user, profile and organisation (employers), by the signed cookie's token. */
    async findByToken(token: string): Promise<SessionLookup | undefined> {
      const row = await findRow(token);
      return row && lookupFromRow(row);
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
