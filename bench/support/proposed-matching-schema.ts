import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';

/**
 * BENCH-ONLY SCHEMA CHANGES, proposed for a migration (decision 045): applied after seeding (then
 * ANALYZE) unless BENCH_PROPOSED=0, which measures main's schema as it is. Empty now: the indexes first
 * measured here (role-and-cell, findable members, role-and-location) are in migration 0026. Put the
 * next proposal here to measure it before it becomes a migration.
 */
export const proposedMatchingSql: string[] = [];

export async function applyProposedSchema(db: Database, log: (line: string) => void = console.log) {
  if (process.env.BENCH_PROPOSED === '0' || proposedMatchingSql.length === 0) {
    log('proposed schema changes: not applied (main as it is)');
    return;
  }
  const started = performance.now();
  for (const statement of proposedMatchingSql) await db.execute(sql.raw(statement));
  await db.execute(sql.raw('vacuum analyze'));
  log(
    `proposed schema changes applied (${proposedMatchingSql.length} statements, ${((performance.now() - started) / 1000).toFixed(1)} s with ANALYZE)`,
  );
}
