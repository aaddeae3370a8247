import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';

/**
 * BENCH-ONLY SCHEMA CHANGES, proposed for a migration (decision 045): the indexes and columns the
 * matching and search queries are measured with, until the lead folds them into a migration. Applied
 * after seeding (then ANALYZE) unless BENCH_PROPOSED=0, which measures main's schema as it is.
 */
export const proposedMatchingSql: string[] = [];

export async function applyProposedSchema(db: Database, log: (line: string) => void = console.log) {
  if (process.env.BENCH_PROPOSED === '0' || proposedMatchingSql.length === 0) {
    log('proposed schema changes: not applied (main as it is)');
    return;
  }
  const started = performance.now();
  for (const statement of proposedMatchingSql) await db.execute(sql.raw(statement));
  await db.execute(sql.raw('analyze'));
  log(
    `proposed schema changes applied (${proposedMatchingSql.length} statements, ${((performance.now() - started) / 1000).toFixed(1)} s with ANALYZE)`,
  );
}
