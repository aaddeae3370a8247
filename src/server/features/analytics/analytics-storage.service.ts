import {
  type AnalyticsStorage,
  analyticsStorageCountLimit,
} from '../../../shared/analytics/dashboard.schemas';
import type { Database } from '../../db/database';
import { createAnalyticsStorageRepository } from './analytics-storage.repository';

/**
 * PostgreSQL's own row estimate where it has one (kept by autovacuum, no scan), else the rows counted
 * up to a limit (docs/product/analytics.md#the-size-of-the-analytics-tables).
 */
export async function analyticsStorage(deps: { db: Database }): Promise<AnalyticsStorage> {
  const repository = createAnalyticsStorageRepository({ db: deps.db });
  const tables: AnalyticsStorage['tables'] = [];
  // One after the other: the embedded database answers one query at a time anyway.
  for (const size of await repository.tableSizes()) {
    if (size.estimatedRows !== null) {
      tables.push({ table: size.table, rows: size.estimatedRows, rowsAre: 'estimate', bytes: size.bytes });
      continue;
    }
    const counted = await repository.countRowsUpTo(size.table, analyticsStorageCountLimit);
    tables.push(
      counted > analyticsStorageCountLimit
        ? { table: size.table, rows: analyticsStorageCountLimit, rowsAre: 'more_than', bytes: size.bytes }
        : { table: size.table, rows: counted, rowsAre: 'counted', bytes: size.bytes },
    );
  }
  return { tables, totalBytes: tables.reduce((sum, table) => sum + table.bytes, 0) };
}
