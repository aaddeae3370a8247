import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migratedPgliteTemplate } from '../test/database.test-utils';
import { fillEmptyTables, schemaSnapshot } from '../test/schema-fixtures.test-utils';
import { tempDirsRemovedAfterAll } from '../test/temp-dirs.test-utils';
import { migratePglite, migrationsFolder, pgliteExtensions } from './database';
import { countRowsPerTable, readMigrationJournal } from './row-counts';

/**
 * Upgrades (docs/operations.md, Upgrades): migrations only go forward, and a database of any earlier
 * schema version, with data in every table it has, migrates to the latest without losing a row and
 * ends with exactly the schema of a fresh database. PGlite; the SQL is the same on PostgreSQL.
 */
const journal = readMigrationJournal();
// Made when first needed: on PostgreSQL the tests below are skipped, and so are the file's hooks.
const scratchDir = tempDirsRemovedAfterAll('arrs-upgrade-');
let scratch = '';

/**
 * `tx` as the client drizzle's migrator expects: its own transaction becomes `tx`, which the test
 * rolls back after looking at the upgraded database.
 */
function insideTransaction(tx: Transaction): PGlite {
  const client = {
    query: tx.query,
    exec: tx.exec,
    transaction: <T>(run: (inner: Transaction) => Promise<T>) => run(tx),
  };
  return client as unknown as PGlite;
}

/** A migrations folder holding only the first `count` migrations, as an older release shipped them. */
function firstMigrations(count: number): string {
  scratch ||= scratchDir();
  const folder = join(scratch, `first-${count}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  for (const { tag } of entries)
    copyFileSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

describe.skipIf(process.env.TEST_DB === 'postgres')('migrations', () => {
  it('are forward-only and in order: each .sql file once in the journal, applied times increasing', () => {
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
    // drizzle applies the migrations newer than the last one applied: one dated earlier would be skipped.
    for (const [index, entry] of journal.entries.entries()) {
      if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0);
    }
    expect(files.some((name) => /down|rollback|revert/i.test(name))).toBe(false);
  });

  it('upgrade a database of every earlier version, with a row in every table, to the latest', async () => {
    // A fresh database migrated to the latest: the run's migrated template (vitest.global-setup.ts).
    const fresh = await PGlite.create({
      loadDataDir: new Blob([await migratedPgliteTemplate()]),
      extensions: pgliteExtensions,
    });
    await migratePglite(fresh);
    const latestSchema = await schemaSnapshot(fresh);
    await fresh.close();

    // One database walks through the versions; at each, every empty table gets a row, and it is
    // upgraded to the latest as the server does at start (drizzle's migrator, all pending migrations
    // in one transaction), checked, and rolled back to walk on. PostgreSQL's DDL is transactional, so
    // the rollback restores the version exactly, without a copy of the database per version.
    const walker = await PGlite.create({ extensions: pgliteExtensions });
    const problems: string[] = [];
    try {
      for (let version = 1; version < journal.entries.length; version += 1) {
        const tag = journal.entries[version - 1]?.tag;
        await migrate(drizzle(walker), { migrationsFolder: firstMigrations(version) });
        const unfilled = await fillEmptyTables(walker);
        if (unfilled.length > 0) problems.push(`${tag}: no generated row fits ${unfilled.join(', ')}`);
        const before = await countRowsPerTable(walker);

        await walker.transaction(async (tx) => {
          await migrate(drizzle(insideTransaction(tx)), { migrationsFolder });
          const after = await countRowsPerTable(tx);
          for (const [table, rows] of Object.entries(before)) {
            if (table === 'drizzle.__drizzle_migrations') continue;
            if (after[table] !== rows)
              problems.push(`${tag}: ${table} had ${rows} rows, ${after[table]} after`);
          }
          expect(after['drizzle.__drizzle_migrations'], tag).toBe(journal.entries.length);
          const schema = await schemaSnapshot(tx);
          const extra = schema.filter((line) => !latestSchema.includes(line));
          const missing = latestSchema.filter((line) => !schema.includes(line));
          if (extra.length + missing.length > 0) {
            problems.push(
              `${tag}: schema differs from a fresh one: +${extra.join(' +')} -${missing.join(' -')}`,
            );
          }
          await tx.rollback();
        });
        expect((await countRowsPerTable(walker))['drizzle.__drizzle_migrations'], tag).toBe(version);
      }
    } finally {
      await walker.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
