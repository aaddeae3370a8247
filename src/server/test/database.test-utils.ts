import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  type DatabaseHandle,
  migratePostgres,
  migrationsFolder,
  openPostgres,
  pgliteExtensions,
  pgliteHandle,
} from '../db/database';
import { dumpMigratedPglite } from './pglite-template';
import { atTestFileEnd } from './test-file-end';

/**
 * Every test gets a fresh database built from the real migrations. PGlite takes ~2 s to start and migrate,
 * and ~0.6–1 s to load a copy of a migrated data directory; emptying every table of one already open takes
 * a few milliseconds (`emptyingStatements`). So the run migrates once (vitest.global-setup.ts), and a
 * test's database is an in-memory PGlite that an earlier test has closed and that is now emptied (or, when
 * none is free, a new copy of the migrated one). The server's test files share a worker's modules
 * (`isolate: false`), so these databases also pass from one test file to the next: at the end of a file
 * (`atTestFileEnd`, run by vitest.setup.ts) all but `keptAcrossFiles` are closed. A database whose schema
 * or roles a test may have changed (`asDatabaseOwner`) is closed, never handed on. With TEST_DB=postgres
 * (and TEST_DATABASE_URL) each test gets its own PostgreSQL database, created from a migrated template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DB === 'postgres' ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

let pgliteTemplate: Promise<Blob> | undefined;
/** Databases that their test has closed, waiting for the next test (of this file or the next). */
const idlePglites: PGlite[] = [];
/** How many idle databases a worker keeps for its next test file: most files open one or two. */
const keptAcrossFiles = 2;
/** Each test database's client, by its Drizzle instance (for `asDatabaseOwner`). */
const pgliteClients = new WeakMap<Database, PGlite>();
/** Databases a test has worked on as their owner: closed when released, not reused. */
const ownerTouched = new WeakSet<PGlite>();
let emptyAllTables: Promise<EmptyingStatements> | undefined;

/**
 * The run's migrated PGlite data directory, which vitest.global-setup.ts writes while the workers load
 * their modules: waits until it is there (or says why it is not).
 */
export async function migratedPgliteTemplate(): Promise<Buffer> {
  const file = inject('pgliteTemplateFile');
  if (!file) throw new Error('no PGlite template in this run (TEST_DB=postgres)');
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (existsSync(file)) return readFile(file);
    if (existsSync(`${file}.failed`))
      throw new Error(
        `the run's migrated database could not be made:\n${await readFile(`${file}.failed`, 'utf8')}`,
      );
    if (Date.now() > deadline) throw new Error(`the run's migrated database did not appear at ${file}`);
    await sleep(50);
  }
}

async function buildPgliteTemplate(): Promise<Blob> {
  // Migrated once for the whole run by vitest.global-setup.ts.
  if (inject('pgliteTemplateFile')) return new Blob([await migratedPgliteTemplate()]);
  return dumpMigratedPglite();
}

/**
 * Two ways to empty every table the migrations made (not drizzle's own record of them) and restart
 * their sequences. One TRUNCATE of them all takes ~50 ms on PGlite, as it gives every table and index
 * new storage; DELETE of each takes ~4 ms (a test leaves a few rows), with triggers and foreign-key
 * checks off for that transaction only (`set local session_replication_role`: the append-only tables
 * refuse deletes), but leaves dead rows behind: so every `pgliteReuse.truncateEvery`th reuse truncates.
 */
interface EmptyingStatements {
  truncate: string;
  delete: string;
}

/** Every `truncateEvery`th reuse of a database truncates; its own test sets a smaller number. */
export const pgliteReuse = { truncateEvery: 20 };
/** How often each idle database has been emptied with DELETE since it was last truncated. */
const deletesSinceTruncate = new WeakMap<PGlite, number>();

async function emptyingStatements(client: PGlite): Promise<EmptyingStatements> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
  );
  const { rows: sequences } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences
     where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
  );
  return {
    truncate: `truncate ${tables.map((table) => table.name).join(', ')} restart identity cascade`,
    delete: [
      'begin',
      'set local session_replication_role = replica',
      ...tables.map((table) => `delete from ${table.name}`),
      ...sequences.map((sequence) => `alter sequence ${sequence.name} restart`),
      'commit',
    ].join(';\n'),
  };
}

/**
 * Writes a migrated embedded database to `dir` (a DATA_DIR's `db`) from the run's template, for a
 * test that starts a server on an existing DATA_DIR: ~1 s instead of creating and migrating one on
 * disk (~5 s). Tests of a first start on an empty DATA_DIR leave the server to create it.
 */
export async function writeMigratedPglite(dir: string): Promise<void> {
  pgliteTemplate ??= buildPgliteTemplate();
  const client = await PGlite.create({
    dataDir: dir,
    loadDataDir: await pgliteTemplate,
    extensions: pgliteExtensions,
  });
  await client.close();
}

async function acquirePglite(): Promise<PGlite> {
  const reused = idlePglites.pop();
  if (reused) {
    emptyAllTables ??= emptyingStatements(reused);
    const statements = await emptyAllTables;
    const deletes = deletesSinceTruncate.get(reused) ?? 0;
    const truncate = deletes + 1 >= pgliteReuse.truncateEvery;
    await reused.exec(truncate ? statements.truncate : statements.delete);
    deletesSinceTruncate.set(reused, truncate ? 0 : deletes + 1);
    return reused;
  }
  pgliteTemplate ??= buildPgliteTemplate();
  return PGlite.create({ loadDataDir: await pgliteTemplate, extensions: pgliteExtensions });
}

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  const client = await acquirePglite();
  const handle = pgliteHandle(client);
  pgliteClients.set(handle.db, client);
  const listening = new Set<() => Promise<void>>();
  let released = false;
  return {
    ...handle,
    async ping() {
      if (released) throw new Error('database is closed');
      await handle.ping();
    },
    async listen(channel, handler) {
      const unlisten = await handle.listen(channel, handler);
      const stop = async () => {
        listening.delete(stop);
        await unlisten();
      };
      listening.add(stop);
      return stop;
    },
    // Closing hands the database to the next test, with nobody listening on it any more.
    async close() {
      if (released) return;
      released = true;
      for (const stop of [...listening]) await stop();
      if (ownerTouched.has(client)) {
        await client.close();
        return;
      }
      idlePglites.push(client);
      atTestFileEnd(closeSurplusTestDatabases);
    },
  };
}

/** At the end of a test file: closes the idle databases beyond what the next file will want. */
async function closeSurplusTestDatabases(): Promise<void> {
  const surplus = idlePglites.splice(0, Math.max(0, idlePglites.length - keptAcrossFiles));
  await Promise.all(surplus.map((client) => client.close()));
}

function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (a server we may create databases on)');
  return url;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Template name changes whenever a migration changes, so a stale template is never reused. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(join(migrationsFolder, file)));
  }
  return `arrs_tpl_${hash.digest('hex').slice(0, 12)}`;
}

let postgresTemplate: Promise<string> | undefined;
let fileCopy: Promise<boolean> | undefined;

/**
 * From PostgreSQL 15 a database is copied by writing every page of the template to the WAL unless
 * told otherwise; copying its files is four times faster for our small template, and the suite
 * creates a database per test in many files.
 */
async function copyStrategy(admin: pg.Client): Promise<string> {
  fileCopy ??= admin
    .query<{ server_version_num: string }>('show server_version_num')
    .then((result) => Number(result.rows[0]?.server_version_num) >= 150000);
  return (await fileCopy) ? ' strategy file_copy' : '';
}

async function ensurePostgresTemplate(admin: pg.Client): Promise<string> {
  const name = templateName();
  // Test files run in parallel workers: one builds the template, the others wait on the lock.
  await admin.query('select pg_advisory_lock(4242002)');
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_build_${process.pid}`;
      await admin.query(`drop database if exists "${building}"`);
      await admin.query(`create database "${building}"`);
      await migratePostgres(withDatabase(testServerUrl(), building));
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(4242002)');
  }
  return name;
}

/**
 * A fresh PostgreSQL database from the migrated template, by URL, for tests that need more than one
 * connection to it (several server processes). `drop` removes it.
 */
export async function createPostgresTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = testServerUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    postgresTemplate ??= ensurePostgresTemplate(admin);
    const template = await postgresTemplate;
    const name = `arrs_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await admin.query(`create database "${name}" template "${template}"${await copyStrategy(admin)}`);
    return {
      url: withDatabase(serverUrl, name),
      async drop() {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
      },
    };
  } finally {
    await admin.end();
  }
}

/** The owner's URL of each PostgreSQL test database, by its handle's db (see `asDatabaseOwner`). */
const ownerUrls = new WeakMap<Database, string>();

/**
 * Runs `work` as the tables' owner rather than the application role (migration 0014): for test
 * fixtures the application itself may not do, such as removing an audit event. With PGlite the
 * database has one user, and `work` gets the test's own db, which is then closed rather than handed
 * to another test (the owner may have changed its schema).
 */
export async function asDatabaseOwner<T>(db: Database, work: (owner: Database) => Promise<T>): Promise<T> {
  const url = ownerUrls.get(db);
  if (!url) {
    const client = pgliteClients.get(db);
    if (client) ownerTouched.add(client);
    return work(db);
  }
  const owner = openPostgres(url, 1, { asOwner: true });
  try {
    return await work(owner.db);
  } finally {
    await owner.close();
  }
}

async function createPostgresTestDatabase(): Promise<DatabaseHandle> {
  const { url, drop } = await createPostgresTestDatabaseUrl();
  const handle = openPostgres(url, 4);
  ownerUrls.set(handle.db, url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}
