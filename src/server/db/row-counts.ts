import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from './database';

/** What a backup records and a restore checks again (decision 020); PGlite and node-postgres alike. */
export interface Queryable {
  query(sql: string): Promise<{ rows: unknown[] }>;
}

const tableSchema = z.object({ name: z.string() });
const countSchema = z.object({ name: z.string(), row_count: z.coerce.number().int() });

export async function countRowsPerTable(client: Queryable): Promise<Record<string, number>> {
  const tables = (
    await client.query(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    )
  ).rows.map((row) => tableSchema.parse(row).name);
  if (tables.length === 0) return {};
  // Names come from pg_tables, quoted by format('%I'): safe to splice, and one round trip for all.
  const counts = await client.query(
    tables
      .map((name) => `select '${name.replaceAll("'", "''")}' as name, count(*) as row_count from ${name}`)
      .join(' union all '),
  );
  const parsed = counts.rows.map((row) => countSchema.parse(row));
  return Object.fromEntries(
    parsed.sort((a, b) => a.name.localeCompare(b.name)).map((c) => [c.name, c.row_count]),
  );
}

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number().int(), when: z.number().int(), tag: z.string() })),
});
export type MigrationJournal = z.infer<typeof journalSchema>;

export function readMigrationJournal(folder = migrationsFolder): MigrationJournal {
  return journalSchema.parse(JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')));
}

const appliedSchema = z.object({ applied: z.coerce.number().int(), last: z.coerce.number().nullable() });

/** drizzle records each migration in `drizzle.__drizzle_migrations` with the journal's `when`. */
export async function schemaVersion(client: Queryable): Promise<{ tag: string | null; applied: number }> {
  const { rows } = await client.query(
    'select count(*) as applied, max(created_at) as last from drizzle.__drizzle_migrations',
  );
  const { applied, last } = appliedSchema.parse(rows[0]);
  const entry = readMigrationJournal().entries.find((candidate) => candidate.when === last);
  return { tag: entry?.tag ?? null, applied };
}
