import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notFoundLog } from '../db/schema';
import { createTestDatabase } from './database.test-utils';

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
});
