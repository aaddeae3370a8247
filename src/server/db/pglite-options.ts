import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations need (community search uses trigram indexes); every PGlite opens with them. */
export const pgliteExtensions = { pg_trgm };

/**
 * The embedded database's buffer pool, in MB. PostgreSQL's default (128 MB) is allocated and touched
 * inside PGlite's WebAssembly memory when it starts, so it is resident whether used or not: most of
 * the embedded server's idle memory (docs/performance.md, Memory). Pages not in the pool are read
 * through the operating system's file cache, which is shared and given back under pressure.
 */
export const defaultPgliteSharedBuffersMb = 16;

/** How every embedded database of the server opens: its directory (else in memory), extensions, pool. */
export function pgliteStartOptions(options: { dataDir?: string; sharedBuffersMb: number }): PGliteOptions {
  return {
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffersMb}MB`],
  };
}

/**
 * The types drizzle's PGlite driver reads as PostgreSQL's text (it converts them itself): times, dates,
 * intervals, and arrays of numerics, times, dates and intervals. The same nine as in
 * drizzle-orm/pglite/session.js; database.pglite-parsers.test.ts proves the answers equal drizzle's own.
 */
const drizzleTextTypes = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

/**
 * drizzle passes its nine "leave as text" parsers with every query, and PGlite merges them into its
 * ~320 type parsers on each call: a third of a simple query's time (478 against 303 µs,
 * docs/performance.md). The client's own parsers are set to drizzle's once, here; the callers leave
 * drizzle's copies out of each query (database.ts, pglite-worker-client.ts).
 */
export function pglitePreparedClient(client: PGlite): PGlite {
  for (const type of drizzleTextTypes) client.parsers[type] = asText;
  return client;
}
