import type { Database } from '../../db/database';
import { createRollupRepository } from './rollup.repository';
import { utcDay } from './utc-day';

export interface RollupDeps {
  db: Database;
  now: () => Date;
}

/** Run hourly and before every dashboard query, so a missed hour costs nothing. */
export async function rollUpFinishedDays(deps: RollupDeps): Promise<{ days: string[] }> {
  const repository = createRollupRepository({ db: deps.db });
  const today = utcDay(deps.now());
  const missing = await repository.missingDays(today);
  const first = missing[0];
  if (!first) return { days: [] };
  return { days: await repository.rollUp(first, today) };
}
