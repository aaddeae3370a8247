import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';

/**
 * BENCH-ONLY SCHEMA CHANGES, proposed for a migration (decision 045): the indexes the matching and
 * search queries are measured with, until the lead folds them into a migration. Applied after seeding
 * (then ANALYZE) unless BENCH_PROPOSED=0, which measures main's schema as it is. The queries give the
 * same answers either way; these only let PostgreSQL read less.
 */
const findableProfile =
  'latitude is not null and registration_completed_at is not null and hidden_from_search_at is null';
export const proposedMatchingSql: string[] = [
  // A role's profiles in ~11 km grid cells (search with a role, suggestions, a vacancy's fan-out): the
  // same expressions as findable() in search.repository.ts; one inverted index intersects both.
  `create index if not exists candidate_profiles_role_cell_idx on candidate_profiles using gin (
    array_prepend(arrs_role, roles_of_interest),
    (array[(floor(latitude * 10) * 10000 + floor(longitude * 6))::int])) where ${findableProfile}`,
  // Findable members (findable() writes these conditions out): the join from a profile reads the tier
  // and home postcode from the index alone.
  `create index if not exists user_profiles_findable_idx on user_profiles (user_id, profile_tier, home_postcode)
    where role = 'candidate' and is_approved and not is_suspended and recruitment_representation_consent
      and profile_tier in ('portfolio', 'active_seeker')`,
  // A professional's matched vacancies: open vacancies of their roles in a location box.
  `create index if not exists vacancies_role_location_idx on vacancies (role, latitude, longitude) where status = 'open'`,
];

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
