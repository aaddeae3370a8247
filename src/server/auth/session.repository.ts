import {
  and,
  type Column,
  eq,
  getTableColumns,
  type InferColumnsDataTypes,
  type InferSelectModel,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../db/database';
import { hasSqlState } from '../db/database-errors';
import { organisationMembers, organisations, session, user, userProfiles } from '../db/schema';
import { createSessionEndsRepository } from './session-ends.repository';
import type { SessionLookupCache } from './session-lookup-cache';

/** The channel the embedded database notifies on whenever a table of the session lookup changes. */
export const sessionLookupChannel = 'session_lookup_changed';

/** The tables the lookup reads: a write to any of them makes every remembered lookup stale. */
const lookupTables = [session, user, userProfiles, organisationMembers, organisations].map(
  (table) => getTableConfig(table).name,
);

/** Installed by the embedded server for its lookup cache (decision 029); idempotent. */
const lookupTriggersSql = [
  `create or replace function session_lookup_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('${sessionLookupChannel}', '');
  return null;
end $$;`,
  ...lookupTables.map(
    (table) =>
      `create or replace trigger session_lookup_changed after insert or update or delete or truncate on "${table}" for each statement execute function session_lookup_changed();`,
  ),
].join('\n');

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

/** The five tables share column names, so each column has an alias of its own. */
const aliasedColumns = Object.entries(lookupGroups).flatMap(([group, columns]) =>
  Object.entries(columns).map(([key, column]: [string, Column]) => ({
    group,
    key,
    column,
    alias: `${group}.${key}`,
    jsonKey: group === 'organisation' ? key : column.name,
  })),
);

/** The lookup from its values, each read as its column reads it; `read` finds one by its column. */
function lookupFrom(read: (entry: (typeof aliasedColumns)[number]) => unknown): SessionLookup {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const entry of aliasedColumns) {
    const value = read(entry);
    const group = groups[entry.group] ?? {};
    groups[entry.group] = group;
    group[entry.key] = value === null || value === undefined ? null : entry.column.mapFromDriverValue(value);
  }
  const { session, user, profile, organisation } = groups;
  return {
    session,
    user,
    profile: profile?.userId == null ? null : profile,
    organisation: organisation?.id == null ? null : organisation,
  } as unknown as SessionLookup;
}

const lookupFromRow = (raw: Record<string, unknown>) => lookupFrom(({ alias }) => raw[alias]);

/** The embedded database's answer: `{ session: {...}, user: {...}, profile, organisation }`. */
const lookupFromJson = (json: Record<string, Record<string, unknown> | null>) =>
  lookupFrom(({ group, jsonKey }) => json[group]?.[jsonKey]);

const duplicatePreparedStatement = '42P05';

/** Tokens better-auth issues are 32 letters and digits; only such a token is written into a statement. */
const plainToken = /^[A-Za-z0-9]{16,128}$/;

export function createSessionRepository({
  db,
  execSimple,
  lookupCache,
}: {
  db: Database;
  execSimple?: DatabaseHandle['execSimple'];
  lookupCache?: SessionLookupCache;
}) {
  const byToken = (fields: Record<string, SQL.Aliased>) =>
    db
      .select(fields)
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, session.userId))
      .leftJoin(organisationMembers, eq(organisationMembers.userId, session.userId))
      .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(eq(session.token, sql.placeholder('token')))
      .limit(1);

  // Every signed-in request runs this; on PostgreSQL a named statement each connection plans once.
  const sessionByToken = byToken(
    Object.fromEntries(aliasedColumns.map(({ alias, column }) => [alias, sql`${column}`.as(alias)])),
  );
  const preparedByToken = sessionByToken.prepare('session_by_token');

  // PGlite reads each column of an answer in JavaScript, so ~50 columns cost more than the joins: the
  // embedded database gets the row as one JSON value (docs/performance.md, Test suite time).
  const organisationJson = sql.join(
    Object.entries(organisationFields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const lookupAsJson = byToken({
    lookup:
      sql`json_build_object('session', row_to_json(${session}), 'user', row_to_json(${user}), 'profile', row_to_json(${userProfiles}), 'organisation', case when ${organisations.id} is null then null else json_build_object(${organisationJson}) end)`.as(
        'lookup',
      ),
  });

  // PGlite parses and plans every parameterised query afresh: there the JSON lookup is PREPAREd once.
  let prepared: Promise<void> | undefined;
  const prepareOnce = (exec: NonNullable<typeof execSimple>) => {
    prepared ??= exec(`prepare session_lookup_json (text, integer) as ${lookupAsJson.toSQL().sql}`)
      .then(() => undefined)
      .catch((error: unknown) => {
        // This connection has it already (a test database reused by another app): the same text.
        if (hasSqlState(error, duplicatePreparedStatement)) return;
        prepared = undefined;
        throw error;
      });
    return prepared;
  };

  async function findLookup(token: string): Promise<SessionLookup | undefined> {
    if (execSimple && plainToken.test(token)) {
      await prepareOnce(execSimple);
      const [row] = await execSimple(`execute session_lookup_json('${token}', 1)`);
      return row && lookupFromJson(row.lookup as Record<string, Record<string, unknown> | null>);
    }
    const [row] = await preparedByToken.execute({ token });
    return row && lookupFromRow(row);
  }

  const ends = createSessionEndsRepository({ db });
  const ended = { userId: session.userId };

  async function markUserActive(userId: string, at: Date) {
    await db.update(userProfiles).set({ lastActiveAt: at }).where(eq(userProfiles.userId, userId));
  }

  return {
    findByToken: (token: string) => (lookupCache ? lookupCache.find(token, findLookup) : findLookup(token)),
    /** What keeps a lookup cache exact (the embedded database only). */
    async announceLookupChanges() {
      if (!execSimple) throw new Error('only the embedded database announces lookup changes');
      await execSimple(lookupTriggersSql);
    },
    /** Also the user's durable last activity (retention). Callers write it every few minutes at most. */
    async touch(sessionId: string, userId: string, at: Date) {
      await db.update(session).set({ lastActiveAt: at }).where(eq(session.id, sessionId));
      await markUserActive(userId, at);
    },
    markUserActive,
    async setRememberMe(token: string, rememberMe: boolean, at: Date) {
      await db.update(session).set({ rememberMe, lastActiveAt: at }).where(eq(session.token, token));
    },
    // Each way of ending sessions tells every server process, in the same transaction, so that the
    // event streams opened with them end too (decision 040).
    async deleteById(sessionId: string) {
      await ends.announce(await db.delete(session).where(eq(session.id, sessionId)).returning(ended));
    },
    async deleteByToken(token: string) {
      await ends.announce(await db.delete(session).where(eq(session.token, token)).returning(ended));
    },
    /** Signs the user out everywhere (suspension, deletion, password reset), optionally but one session. */
    async revokeAllForUser(userId: string, exceptSessionId?: string) {
      const rows = await db
        .delete(session)
        .where(
          exceptSessionId
            ? and(eq(session.userId, userId), ne(session.id, exceptSessionId))
            : eq(session.userId, userId),
        )
        .returning(ended);
      await ends.announce(rows);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
