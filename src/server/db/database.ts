import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteWith } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { restrictTreeToOwner } from '../data-dir';
import { projectRoot } from '../project-root';
import {
  defaultPgliteSharedBuffersMb,
  pgliteExtensions,
  pglitePreparedClient,
  pgliteStartOptions,
} from './pglite-options';
import { type PgliteClient, PgliteWorkerClient } from './pglite-worker-client';
import { createPostgresListener, type PostgresListenerOptions } from './postgres-listener';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = join(projectRoot, 'src', 'server', 'db', 'migrations');

export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  ping(): Promise<void>;
  /**
   * Resolves once listening (with PostgreSQL down, once the listener is trying to connect).
   * `onResumed` is called when listening resumes after a gap in which notifications may have been
   * missed; PGlite has no gaps.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** A consistent copy while the server runs, taken after a checkpoint (decision 020). */
  dumpDataDir?(): Promise<Blob>;
  /** The PostgreSQL connection pool's state now (for /api/metrics); PGlite has no pool. */
  poolStats?(): PoolStats;
  /**
   * PGlite parses and plans every parameterised query afresh, so a hot query is PREPAREd once and run
   * with EXECUTE through this (session.repository.ts). Callers inline only values they checked
   * character by character.
   */
  execSimple?(statement: string): Promise<Record<string, unknown>[]>;
}

export interface PoolStats {
  open: number;
  idle: number;
  max: number;
  waiting: number;
}

type QueryOptions = Parameters<PGlite['query']>[2];
type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/** drizzle's "leave as text" parsers are the client's own already (pglitePreparedClient): left out. */
function drizzleFacingClient(client: PGlite): PGlite {
  const withoutParsers = (options: QueryOptions) =>
    options?.parsers ? { ...options, parsers: undefined } : options;
  const facing = <T extends PGlite | Transaction>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'query') {
          return (text: string, params?: unknown[], options?: QueryOptions) =>
            object.query(text, params, withoutParsers(options));
        }
        if (property === 'transaction' && 'transaction' in object) {
          return <R>(work: (tx: Transaction) => Promise<R>) =>
            (object as PGlite).transaction((tx) => work(facing(tx)));
        }
        const value = Reflect.get(object, property);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return facing(client);
}

export function pgliteHandle(client: PgliteClient): DatabaseHandle {
  // A worker's client has drizzle's parsers in its thread and never sends drizzle's copies
  // (pglite-worker.ts, pglite-worker-client.ts); PGlite on this thread is given both here.
  const facing = client instanceof PGlite ? drizzleFacingClient(pglitePreparedClient(client)) : client;
  // drizzle reads only query and transaction of the client (drizzle-orm/pglite/session.js).
  const db = drizzlePglite(facing as unknown as PGlite, { schema });
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
    async execSimple(statement) {
      const results = await client.exec(statement);
      return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
    },
    async dumpDataDir() {
      // Flushes the WAL into the table files first: the copy then opens without crash recovery.
      await client.query('checkpoint');
      return client.dumpDataDir('none');
    },
  };
}

export async function migratePglite(client: PgliteClient): Promise<void> {
  await migratePgliteWith(drizzlePglite(client as unknown as PGlite, { schema }), { migrationsFolder });
}

export { defaultPgliteSharedBuffersMb, pgliteExtensions };

export interface OpenPgliteOptions {
  /** shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB); default defaultPgliteSharedBuffersMb. */
  sharedBuffersMb?: number;
  /** The server's choice (decision 033); tests and command-line tools keep PGlite on their thread. */
  worker?: boolean;
}

export async function openPglite(dataDir?: string, options: OpenPgliteOptions = {}): Promise<DatabaseHandle> {
  const sharedBuffersMb = options.sharedBuffersMb ?? defaultPgliteSharedBuffersMb;
  const client: PgliteClient = options.worker
    ? await PgliteWorkerClient.open({ ...(dataDir ? { dataDir } : {}), sharedBuffersMb })
    : await PGlite.create(pgliteStartOptions({ ...(dataDir ? { dataDir } : {}), sharedBuffersMb }));
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

/** The application's role (migration 0014): every table's rows, the audit trail only read and appended. */
export const applicationRole = 'arrs_app';

export interface OpenPostgresOptions extends PostgresListenerOptions {
  /** Stay the URL's user (the tables' owner) instead of the application role: seeding and benches. */
  asOwner?: boolean;
  /**
   * Cancel any statement running longer (DATABASE_STATEMENT_TIMEOUT_MS; the error is answered 503);
   * unset or 0: no limit (seeding and the CLI, whose statements may be long).
   */
  statementTimeoutMs?: number;
}

export function openPostgres(url: string, poolSize = 10, options: OpenPostgresOptions = {}): DatabaseHandle {
  // A database that does not answer (blackholed) must not hold requests forever.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // Set at connection start-up, so no query of the application ever runs as the owner.
    ...(options.asOwner ? {} : { options: `-c role=${applicationRole}` }),
    // Waiting for a lock counts too: a table locked by someone else makes a 503, not a hung request.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
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
    poolStats: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      max: poolSize,
      waiting: pool.waitingCount,
    }),
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
