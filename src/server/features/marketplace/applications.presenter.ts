import type { ApplicationFacts } from '../../../shared/marketplace/opportunity.schemas';
import type { Database } from '../../db/database';
import { createApplicationsRepository } from './applications.repository';
import { roleName } from './opportunities.core';
import type { OpportunityRow } from './opportunities.repository';

type ApplicationRow = Pick<
  OpportunityRow,
  'startedBy' | 'vacancyId' | 'role' | 'shortlistedAt' | 'introductionRequestedAt'
>;

/** The titles of the vacancies these rows' applications answer. */
export async function applicationTitles(deps: { db: Database }, rows: readonly ApplicationRow[]) {
  const ids = rows.flatMap((row) => (row.startedBy === 'candidate' && row.vacancyId ? [row.vacancyId] : []));
  return createApplicationsRepository(deps).jobTitles(ids);
}

/** Null for an opportunity the organisation sent; a vacancy that is gone leaves the role as its title. */
export function applicationFactsOf(
  row: ApplicationRow,
  titles: ReadonlyMap<string, string>,
): ApplicationFacts | null {
  if (row.startedBy !== 'candidate') return null;
  return {
    vacancyId: row.vacancyId,
    jobTitle: (row.vacancyId && titles.get(row.vacancyId)) || roleName(row.role),
    shortlisted: row.shortlistedAt !== null,
    introductionRequestedAt: row.introductionRequestedAt?.toISOString() ?? null,
  };
}
