import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresTestDatabaseUrl } from '../test/database.test-utils';
import { fillEmptyTables, schemaSnapshot } from '../test/schema-fixtures.test-utils';
import { migratePostgres } from './database';
import { countRowsPerTable } from './row-counts';

/**
 * The PostgreSQL backup of docs/operations.md (Backups): `pg_dump --format=custom` of a database with a
 * row in every table, `pg_restore` into a new empty database, the same rows and schema, and the app's
 * migration finds nothing to do. Uses this machine's PostgreSQL binaries, found as .ci/run finds them.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_dump')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const latest = versions.at(-1);
  return latest ? join(root, latest, 'bin') : undefined;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('PostgreSQL backup and restore (pg_dump / pg_restore)', () => {
  it('restores every row and the schema into a new database', async (context) => {
    const bin = postgresBin();
    if (!bin) context.skip('no pg_dump under /usr/lib/postgresql/*/bin');
    const source = await createPostgresTestDatabaseUrl();
    const scratch = mkdtempSync(join(tmpdir(), 'arrs-pgdump-'));
    const target = new URL(source.url);
    target.pathname = `${target.pathname}_restored`;
    // The server the test databases live on (TEST_DATABASE_URL): where databases are created and dropped.
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const targetName = target.pathname.slice(1);
    try {
      const before = await withClient(source.url, async (client) => {
        expect(await fillEmptyTables(client)).toEqual([]);
        return { rows: await countRowsPerTable(client), schema: await schemaSnapshot(client) };
      });
      expect(Object.entries(before.rows).filter(([, rows]) => rows === 0)).toEqual([]);

      const dump = join(scratch, 'arrs.dump');
      execFileSync(join(bin ?? '', 'pg_dump'), [
        '--format=custom',
        `--file=${dump}`,
        `--dbname=${source.url}`,
      ]);
      await withClient(serverUrl, (client) =>
        client.query(`create database "${targetName}" template template0`),
      );
      execFileSync(join(bin ?? '', 'pg_restore'), ['--exit-on-error', `--dbname=${target.toString()}`, dump]);

      await withClient(target.toString(), async (client) => {
        expect(await countRowsPerTable(client)).toEqual(before.rows);
        expect(await schemaSnapshot(client)).toEqual(before.schema);
      });
      // The server's start-up migration sees an up-to-date database.
      await migratePostgres(target.toString());
      await withClient(target.toString(), async (client) => {
        expect(await countRowsPerTable(client)).toEqual(before.rows);
      });
    } finally {
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists "${targetName}" with (force)`),
      );
      await source.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
