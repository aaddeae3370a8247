import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  type DatabaseHandle,
  migratePglite,
  migratePostgres,
  migrationsFolder,
  openPostgres,
  pgliteExtensions,
  pgliteHandle,
} from '../db/database';
import { atTestFileEnd } from './test-file-end';

/**
 * Every test gets a fresh database built from the real migrations. PGlite takes ~2 s to start and
 * migrate, and ~0.8 s to load a copy of a migrated data directory; emptying every table of one
 * already open takes a few milliseconds. So the run migrates once (vitest.global-setup.ts), each
 * test file loads that copy once, and a test's database is
 * an in-memory PGlite of that file that an earlier test has closed and that is now emptied (or, when
 * none is free, a new copy of the migrated one); they are really closed when the file ends
 * (`atTestFileEnd`, run by vitest.setup.ts). With TEST_DB=postgres (and TEST_DATABASE_URL) each
 * test gets its own PostgreSQL database, created from a migrated template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DB === 'postgres' ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

let pgliteTemplate: Promise<Blob> | undefined;
/** Databases of this test file that their test has closed, waiting for the next test. */
const idlePglites: PGlite[] = [];
let emptyAllTables: Promise<string> | undefined;

async function buildPgliteTemplate(): Promise<Blob> {
  // Migrated once for the whole run by vitest.global-setup.ts.
  const file = inject('pgliteTemplateFile');
  if (file) return new Blob([await readFile(file)]);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePglite(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** One TRUNCATE of every table the migrations made (not drizzle's own record of them). */
async function truncateStatement(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
  );
  return `truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`;
}

async function acquirePglite(): Promise<PGlite> {
  const reused = idlePglites.pop();
  if (reused) {
    emptyAllTables ??= truncateStatement(reused);
    await reused.exec(await emptyAllTables);
    return reused;
  }
  pgliteTemplate ??= buildPgliteTemplate();
  return PGlite.create({ loadDataDir: await pgliteTemplate, extensions: pgliteExtensions });
}

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  const client = await acquirePglite();
  const handle = pgliteHandle(client);
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
      idlePglites.push(client);
      atTestFileEnd(closeIdleTestDatabases);
    },
  };
}

/** Closes the databases this test file's tests have finished with. */
async function closeIdleTestDatabases(): Promise<void> {
  const clients = idlePglites.splice(0);
  await Promise.all(clients.map((client) => client.close()));
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
    await admin.query(`create database "${name}" template "${template}"`);
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
 * database has one user, and `work` gets the test's own db.
 */
export async function asDatabaseOwner<T>(db: Database, work: (owner: Database) => Promise<T>): Promise<T> {
  const url = ownerUrls.get(db);
  if (!url) return work(db);
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
