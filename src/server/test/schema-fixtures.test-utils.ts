import { z } from 'zod';
import type { Queryable } from '../db/row-counts';

/*
 * Generic test data for any schema version (migrations-upgrade.test.ts, postgres-backup.test.ts): one row per table, made from
 * the catalog alone, so a new table or migration needs no new fixture. Required columns get a plain
 * value of their type, foreign keys point at the parent's row, nullable columns stay null unless a
 * check constraint needs one of them set (e.g. a vote is on a post or on a comment).
 */
const userSchemas = `('pg_catalog', 'information_schema', 'drizzle')`;

const columnSchema = z.object({
  table_name: z.string(),
  column_name: z.string(),
  udt_name: z.string(),
  required: z.boolean(),
  parent_table: z.string().nullable(),
  parent_column: z.string().nullable(),
});
type Column = z.infer<typeof columnSchema>;

/** Every column of the public schema's tables, with whether a row must give it and what it references. */
async function readColumns(client: Queryable): Promise<Column[]> {
  const { rows } = await client.query(`
    select c.table_name, c.column_name, c.udt_name,
      (c.is_nullable = 'NO' and c.column_default is null and c.is_identity = 'NO'
        and c.is_generated = 'NEVER') as required,
      fk.parent_table, fk.parent_column
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    left join lateral (
      select pc.relname::text as parent_table, pa.attname::text as parent_column
      from pg_constraint con
      join pg_class cc on cc.oid = con.conrelid
      join pg_attribute ca on ca.attrelid = con.conrelid and ca.attnum = con.conkey[1]
      join pg_class pc on pc.oid = con.confrelid
      join pg_attribute pa on pa.attrelid = con.confrelid and pa.attnum = con.confkey[1]
      where con.contype = 'f' and cc.relname = c.table_name and ca.attname = c.column_name
      limit 1
    ) fk on true
    where c.table_schema = 'public'
    order by c.table_name, c.ordinal_position`);
  return rows.map((row) => columnSchema.parse(row));
}

/** A value any column of this type accepts, as SQL. */
function plainValue(udtName: string): string {
  if (udtName.startsWith('_')) return `'{}'`;
  if (/^(int[248]|numeric|float[48])$/.test(udtName)) return '1';
  const byType: Record<string, string> = {
    bool: 'true',
    uuid: 'gen_random_uuid()',
    timestamp: 'now()',
    timestamptz: 'now()',
    date: 'current_date',
    json: `'{}'`,
    jsonb: `'{}'`,
    bytea: `'\\x00'`,
    inet: `'127.0.0.1'`,
    interval: `'1 day'`,
  };
  return byType[udtName] ?? `'x${Math.random().toString(36).slice(2, 8)}'`;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const sqlValueFor = (column: Column) =>
  column.parent_table && column.parent_column
    ? `(select ${quote(column.parent_column)} from ${quote(column.parent_table)} limit 1)`
    : plainValue(column.udt_name);

/**
 * The text values the table's check constraints compare a column with (`kind = 'annual'` → kind:
 * ['annual']), so a row can take a value a check accepts.
 */
async function readCheckedValues(client: Queryable): Promise<Map<string, string>> {
  const { rows } = await client.query(`
    select c.relname as table_name, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where con.contype = 'c' and n.nspname = 'public'`);
  const values = new Map<string, string>();
  for (const row of rows as { table_name: string; definition: string }[]) {
    for (const match of row.definition.matchAll(/\(*"?(\w+)"? = '([^']*)'::text/g)) {
      const key = `${row.table_name}.${match[1]}`;
      if (!values.has(key)) values.set(key, match[2] ?? '');
    }
  }
  return values;
}

/**
 * Gives every empty table of the public schema one row (parents first). Returns the tables for which
 * no generated row was accepted.
 */
export async function fillEmptyTables(client: Queryable): Promise<string[]> {
  const columns = await readColumns(client);
  const checked = await readCheckedValues(client);
  const valueFor = (column: Column) => {
    const literal = checked.get(`${column.table_name}.${column.column_name}`);
    return literal === undefined || column.parent_table ? sqlValueFor(column) : `'${literal}'`;
  };
  const tables = [...new Set(columns.map((column) => column.table_name))];
  const hasRows = async (table: string) =>
    (await client.query(`select 1 from ${quote(table)} limit 1`)).rows.length > 0;
  const pending: string[] = [];
  for (const table of tables) if (!(await hasRows(table))) pending.push(table);

  let progress = true;
  while (progress && pending.length > 0) {
    progress = false;
    for (const table of [...pending]) {
      const own = columns.filter((column) => column.table_name === table);
      const required = own.filter((column) => column.required);
      const waitsForParent = required.some(
        (column) =>
          column.parent_table && column.parent_table !== table && pending.includes(column.parent_table),
      );
      if (waitsForParent) continue;
      const optionalLinks = own.filter((column) => !column.required && column.parent_table);
      const attempts = [
        required,
        [...required, ...optionalLinks],
        ...optionalLinks.map((link) => [...required, link]),
        // Checks that tie columns together (one of two set, a kind and its amount): every column set,
        // with the values the checks name.
        own,
      ];
      for (const [index, attempt] of attempts.entries()) {
        const value = index === attempts.length - 1 ? valueFor : sqlValueFor;
        const sql =
          attempt.length === 0
            ? `insert into ${quote(table)} default values`
            : `insert into ${quote(table)} (${attempt.map((c) => quote(c.column_name)).join(', ')})
               values (${attempt.map(value).join(', ')})`;
        const inserted = await client.query(sql).then(
          () => true,
          () => false,
        );
        if (inserted) {
          pending.splice(pending.indexOf(table), 1);
          progress = true;
          break;
        }
      }
    }
  }
  return pending;
}

const snapshotRowSchema = z.object({ kind: z.string(), name: z.string(), definition: z.string().nullable() });

/**
 * The schema as the catalog describes it: columns, constraints, indexes, triggers, views, functions
 * and table privileges, one line each, sorted. Two databases with equal snapshots have the same schema.
 */
export async function schemaSnapshot(client: Queryable): Promise<string[]> {
  const { rows } = await client.query(`
    select 'column' as kind, format('%I.%I.%I', table_schema, table_name, column_name) as name,
      concat_ws(' ', data_type, udt_name, character_maximum_length, numeric_precision, is_nullable,
        column_default, is_identity, is_generated, generation_expression, ordinal_position) as definition
    from information_schema.columns where table_schema not in ${userSchemas}
    union all
    select 'constraint', format('%I.%I.%I', n.nspname, c.relname, con.conname), pg_get_constraintdef(con.oid)
    from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ${userSchemas}
    union all
    select 'index', format('%I.%I', schemaname, indexname), indexdef from pg_indexes
    where schemaname not in ${userSchemas}
    union all
    select 'trigger', format('%I.%I', c.relname, t.tgname), pg_get_triggerdef(t.oid)
    from pg_trigger t join pg_class c on c.oid = t.tgrelid where not t.tgisinternal
    union all
    select 'view', format('%I.%I', schemaname, viewname), definition from pg_views
    where schemaname not in ${userSchemas}
    union all
    select 'function', format('%I.%I', n.nspname, p.proname), pg_get_functiondef(p.oid)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ${userSchemas} and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select 'privilege', format('%I.%I %s', table_schema, table_name, grantee), string_agg(privilege_type, ',' order by privilege_type)
    from information_schema.role_table_grants where table_schema not in ${userSchemas}
    group by table_schema, table_name, grantee
    order by 1, 2`);
  return rows.map((row) => {
    const { kind, name, definition } = snapshotRowSchema.parse(row);
    return `${kind} ${name}: ${definition ?? ''}`;
  });
}
