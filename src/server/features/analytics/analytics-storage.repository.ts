import { sql } from 'drizzle-orm';
import {
  type AnalyticsStorageTable,
  analyticsStorageTables,
} from '../../../shared/analytics/dashboard.constants';
import type { Database } from '../../db/database';
import { rowsOf } from './rollup.repository';

export interface AnalyticsTableSize {
  table: AnalyticsStorageTable;
  /** PostgreSQL's estimate of the rows (pg_class.reltuples); null when it has none yet. */
  estimatedRows: number | null;
  /** On disk, with its indexes and TOAST (pg_total_relation_size). */
  bytes: number;
}

export function createAnalyticsStorageRepository({ db }: { db: Database }) {
  return {
    async tableSizes(): Promise<AnalyticsTableSize[]> {
      const names = sql.join(
        analyticsStorageTables.map((name) => sql`(${name}::text)`),
        sql`, `,
      );
      const rows = await rowsOf<{ name: string; estimate: number | string; bytes: number | string }>(
        db,
        sql`
          select t.name, c.reltuples::float8 as estimate, pg_total_relation_size(c.oid)::float8 as bytes
          from (values ${names}) as t(name)
          join pg_class c on c.oid = to_regclass(t.name)
        `,
      );
      const found = new Map(rows.map((row) => [row.name, row]));
      return analyticsStorageTables.flatMap((table) => {
        const row = found.get(table);
        if (!row) return [];
        // -1: never analysed or vacuumed since it was created, so PostgreSQL has no estimate.
        const estimate = Number(row.estimate);
        return [
          { table, estimatedRows: estimate >= 0 ? Math.round(estimate) : null, bytes: Number(row.bytes) },
        ];
      });
    },

    /** `table`'s rows, counted, but no further than `limit` + 1 (so a large table costs a bounded scan). */
    async countRowsUpTo(table: AnalyticsStorageTable, limit: number): Promise<number> {
      const [row] = await rowsOf<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from (select 1 from ${sql.identifier(table)} limit ${limit + 1}) as bounded`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
