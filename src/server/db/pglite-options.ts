import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations need (community search uses trigram indexes); every PGlite opens with them. */
export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's default (128 MB) is allocated inside PGlite's WebAssembly memory at start, resident
 * whether used or not (docs/performance.md, Memory); pages outside the pool come from the OS file cache.
 */
export const defaultPgliteSharedBuffersMb = 16;

export function pgliteStartOptions(options: { dataDir?: string; sharedBuffersMb: number }): PGliteOptions {
  return {
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffersMb}MB`],
  };
}

/**
 * The nine types drizzle's PGlite driver reads as text (drizzle-orm/pglite/session.js);
 * database.pglite-parsers.test.ts proves the answers equal drizzle's own.
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
 * PGlite merges drizzle's per-query parsers into its ~320 on every call, a third of a simple query's
 * time (docs/performance.md): the client's own are set once here and callers leave drizzle's out.
 */
export function pglitePreparedClient(client: PGlite): PGlite {
  for (const type of drizzleTextTypes) client.parsers[type] = asText;
  return client;
}
