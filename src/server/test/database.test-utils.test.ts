import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { countRowsPerTable, type Queryable } from '../db/row-counts';
import { notFoundLog } from '../db/schema';
import { createTestDatabase, pgliteReuse } from './database.test-utils';
import { fillEmptyTables } from './schema-fixtures.test-utils';

function queryable(database: DatabaseHandle): Queryable {
  return { query: async (text) => (await database.db.execute(sql.raw(text))) as { rows: unknown[] } };
}

describe('createTestDatabase', () => {
  it('gives each test an empty, migrated database, also when it reuses one a test has closed', async () => {
    for (let round = 0; round < 3; round += 1) {
      const database = await createTestDatabase();
      expect(await database.db.$count(notFoundLog)).toBe(0);
      await database.db.insert(notFoundLog).values({ path: `/missing-${round}`, site: 'consultancy' });
      const [row] = await database.db.select({ id: notFoundLog.id }).from(notFoundLog);
      // Identities start again too, as in a fresh database.
      expect(row?.id).toBe(1);
      const extensions = (await database.db.execute(
        sql`select extname from pg_extension where extname = 'pg_trgm'`,
      )) as { rows: unknown[] };
      expect(extensions.rows).toEqual([{ extname: 'pg_trgm' }]);
      await database.close();
      await expect(database.ping()).rejects.toThrow('database is closed');
    }
  });

  // PGlite's databases are handed from test to test; on PostgreSQL each test gets one of its own.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'empties every table it hands on, restarts identities and leaves triggers on, however often it is reused',
    async () => {
      // Reuses emptied both ways: a truncation every third, so eight rounds meet each way twice or more.
      const { truncateEvery } = pgliteReuse;
      pgliteReuse.truncateEvery = 3;
      onTestFinished(() => {
        pgliteReuse.truncateEvery = truncateEvery;
      });
      for (let round = 0; round < 8; round += 1) {
        const database = await createTestDatabase();
        const client = queryable(database);
        const counts = await countRowsPerTable(client);
        const filled = Object.entries(counts).filter(
          ([table, rows]) => !table.startsWith('drizzle.') && rows > 0,
        );
        expect(filled, `round ${round}`).toEqual([]);
        expect(await fillEmptyTables(client)).toEqual([]);
        const [row] = await database.db
          .insert(notFoundLog)
          .values({ path: '/x', site: 'consultancy' })
          .returning();
        expect(row?.id, `round ${round}`).toBe(2);
        // The append-only trigger still refuses an update (it is off only while the tables are emptied).
        await expect(
          database.db.execute(sql`update consent_history set given = not given`),
        ).rejects.toThrow();
        await database.close();
      }
    },
    60_000,
  );
});
