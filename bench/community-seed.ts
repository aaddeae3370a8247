/**
 * Benchmark data for the community: 100k posts, 300k comments (a third of them replies) and
 * 1M votes, by set-based SQL, with counters and reputation computed from the tables so they agree with
 * what the API maintains. Works on the configured database: DATABASE_URL (PostgreSQL), else the
 * embedded PGlite in DATA_DIR (stop the server first). Refuses to run twice on one database.
 *
 *   npm run bench:community-seed                  # DATA_DIR=./data, or DATABASE_URL=postgres://…
 *   BENCH_POSTS=10000 npm run bench:community-seed # smaller (also BENCH_COMMENTS, BENCH_VOTES, BENCH_USERS)
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock, DataDirLockedError } from '../src/server/db/data-dir-lock';
import { migratePglite, migratePostgres, pgliteExtensions } from '../src/server/db/database';
import {
  benchUserPrefix,
  consistencyChecks,
  defaultSeedSize,
  finishStatements,
  loadSentences,
  loadTitles,
  poolStatements,
  type RunSql,
  type SeedSize,
  seedStatements,
  textPools,
} from './support/community-seed-sql';

const seededTables = ['community_posts', 'post_comments', 'post_votes', 'user_reputation'];

export class AlreadySeededError extends Error {}

export function seedSizeFromEnv(env: NodeJS.ProcessEnv = process.env): SeedSize {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
    return value;
  };
  return {
    users: read('BENCH_USERS', defaultSeedSize.users),
    posts: read('BENCH_POSTS', defaultSeedSize.posts),
    comments: read('BENCH_COMMENTS', defaultSeedSize.comments),
    votes: read('BENCH_VOTES', defaultSeedSize.votes),
  };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Seeds a migrated database in one transaction (a failure leaves nothing behind). Secondary indexes
 * of the seeded tables are dropped first and rebuilt from their own definitions afterwards, which is
 * much faster than maintaining them row by row; foreign-key triggers are skipped when we are allowed
 * to (superuser), since the generated rows reference only rows generated before them.
 */
export async function seedCommunity(
  run: RunSql,
  size: SeedSize,
  log: (line: string) => void = console.log,
): Promise<void> {
  const [existing] = await run(`select count(*)::int as n from "user" where id like '${benchUserPrefix}%'`);
  if (Number(existing?.n) > 0) {
    throw new AlreadySeededError(
      `This database already holds benchmark data (${existing?.n} ${benchUserPrefix}* users): nothing done. Use a fresh database.`,
    );
  }
  const started = performance.now();
  const tableList = seededTables.map((name) => `'${name}'`).join(', ');
  const indexes = await run(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename in (${tableList})
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  let skipForeignKeys = false;
  try {
    await run('set session_replication_role = replica');
    skipForeignKeys = true;
  } catch {
    log('(not a superuser: foreign keys are checked row by row, which is slower)');
  }
  await run('begin');
  try {
    for (const index of indexes) await run(`drop index "${String(index.name)}"`);
    const pools = textPools();
    for (const statement of poolStatements) await run(statement);
    await run(loadSentences, [pools.sentences]);
    await run(loadTitles, [pools.titles]);
    for (const step of seedStatements(size)) {
      const at = performance.now();
      await run(step.sql);
      log(`  ${step.label}: ${seconds(at)}`);
    }
    const [postVotes] = await run('select count(*)::int as n from post_votes');
    for (const step of finishStatements(size, Number(postVotes?.n ?? 0))) {
      const at = performance.now();
      await run(step.sql);
      log(`  ${step.label}: ${seconds(at)}`);
    }
    const at = performance.now();
    for (const index of indexes) await run(String(index.definition));
    log(`  rebuilt ${indexes.length} indexes: ${seconds(at)}`);
    await run('commit');
  } catch (error) {
    await run('rollback').catch(() => {});
    throw error;
  } finally {
    if (skipForeignKeys) await run('set session_replication_role = origin');
  }
  const at = performance.now();
  await run(`vacuum analyze ${seededTables.join(', ')}, "user", user_profiles`);
  log(`  vacuum analyze: ${seconds(at)}`);
  for (const check of consistencyChecks) {
    const [row] = await run(check.sql);
    if (Number(row?.n) !== 0) throw new Error(`inconsistent seed: ${row?.n} ${check.label}`);
  }
  const [counts] = await run(
    `select (select count(*) from community_posts)::int as posts,
            (select count(*) from post_comments)::int as comments,
            (select count(*) from post_votes)::int as votes,
            (select count(*) from "user")::int as users`,
  );
  log(
    `seeded ${counts?.posts} posts, ${counts?.comments} comments, ${counts?.votes} votes, ${counts?.users} users ` +
      `in ${seconds(started)}; counters and reputation checked against the tables`,
  );
}

export function pgliteRunner(client: PGlite): RunSql {
  return async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
}

export function postgresRunner(client: pg.Client): RunSql {
  return async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
}

/** Seeds DATABASE_URL's PostgreSQL (migrating it first). */
export async function seedPostgres(url: string, size: SeedSize, log?: (line: string) => void) {
  await migratePostgres(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedCommunity(postgresRunner(client), size, log);
  } finally {
    await client.end();
  }
}

/** Seeds the PGlite database of a data directory no process holds (migrating it first). */
export async function seedPgliteDataDir(dataDir: string, size: SeedSize, log?: (line: string) => void) {
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: pgliteExtensions });
    try {
      await migratePglite(client);
      await seedCommunity(pgliteRunner(client), size, log);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function main() {
  const size = seedSizeFromEnv();
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    console.log(`seeding PostgreSQL (${new URL(url).host}) with ${JSON.stringify(size)}`);
    await seedPostgres(url, size);
    return;
  }
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './data');
  console.log(`seeding the embedded database in ${dataDir} with ${JSON.stringify(size)}`);
  await seedPgliteDataDir(dataDir, size);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server (Ctrl-C) and run this again.`);
    } else if (error instanceof AlreadySeededError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
