import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteWith } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { restrictTreeToOwner } from '../data-dir';
import { createPostgresListener, type PostgresListenerOptions } from './postgres-listener';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same type whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Extensions the migrations need (community search uses trigram indexes); every PGlite opens with them. */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An open database and what the server needs to manage it. */
export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  /** Resolves when a trivial query succeeds; rejects when the database cannot be reached. */
  ping(): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (from any process sharing the
   * database; with PGlite, this process). Resolves once listening (with PostgreSQL down, once the
   * listener is trying to connect); the result stops listening. `onResumed` is called when listening
   * resumes after a gap (a lost connection), in which notifications may have been missed; with PGlite
   * there are no gaps.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Wraps an open PGlite client; closing the handle closes the client. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db,
    async ping() {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Applies the SQL migrations to a PGlite client (one process owns it, so no lock is needed). */
export async function migratePglite(client: PGlite): Promise<void> {
  await migratePgliteWith(drizzlePglite(client, { schema }), { migrationsFolder });
}

/**
 * The embedded database's buffer pool, in MB. PostgreSQL's default (128 MB) is allocated and touched
 * inside PGlite's WebAssembly memory when it starts, so it is resident whether used or not: most of
 * the embedded server's idle memory (docs/performance.md, Memory). Pages not in the pool are read
 * through the operating system's file cache, which is shared and given back under pressure.
 */
export const defaultPgliteSharedBuffersMb = 16;

export interface OpenPgliteOptions {
  /** shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB); default defaultPgliteSharedBuffersMb. */
  sharedBuffersMb?: number;
}

/** Opens (creating if needed) and migrates an embedded PGlite database in `dataDir`, or in memory. */
export async function openPglite(dataDir?: string, options: OpenPgliteOptions = {}): Promise<DatabaseHandle> {
  const sharedBuffersMb = options.sharedBuffersMb ?? defaultPgliteSharedBuffersMb;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
  });
  try {
    await migratePglite(client);
    if (dataDir) restrictTreeToOwner(dataDir);
  } catch (error) {
    await client.close();
    throw error;
  }
  return pgliteHandle(client);
}

// Any fixed number: every server process serialises its migrations on this advisory lock.
const migrationLockId = 4_242_001;

/** Applies the SQL migrations to PostgreSQL. Several processes may start at once: they take turns. */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
    await client.end();
  }
}

/** How long a request waits for a database connection before it is answered 503. */
const connectTimeoutMs = 5000;

/**
 * The role the application's connections run as (migration 0014): every table's rows, but the audit
 * trail only read and appended. The URL's own user migrates and owns the tables.
 */
export const applicationRole = 'arrs_app';

export interface OpenPostgresOptions extends PostgresListenerOptions {
  /** Stay the URL's user (the tables' owner) instead of the application role: seeding and benches. */
  asOwner?: boolean;
}

/** Connects a pool to PostgreSQL (run migratePostgres first). */
export function openPostgres(url: string, poolSize = 10, options: OpenPostgresOptions = {}): DatabaseHandle {
  // A database that does not answer (blackholed) must not hold requests forever.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // Set at connection start-up, so no query of the application ever runs as the owner.
    ...(options.asOwner ? {} : { options: `-c role=${applicationRole}` }),
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  const listener = createPostgresListener(url, options);
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async ping() {
      if (closed) throw new Error('database is closed');
      await pool.query('select 1');
    },
    listen: (channel, handler, onResumed) => listener.listen(channel, handler, onResumed),
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
