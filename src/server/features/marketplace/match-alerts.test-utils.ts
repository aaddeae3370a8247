import { and, eq } from 'drizzle-orm';
import type { SavedSearchFilter } from '../../../shared/marketplace/saved-search.schemas';
import { savedSearchFilterSchema } from '../../../shared/marketplace/saved-search.schemas';
import type { Database } from '../../db/database';
import { matchAlerts, savedSearches } from '../../db/schema';
import { locate } from '../../geo/outcodes';
import type { TestEmployer } from '../../test/marketplace.test-utils';

/*
 * Saved searches and alerts straight in the database, for the alert and digest tests: the saved searches'
 * own API belongs elsewhere; these tests only read the rows it makes.
 */

/** A saved search of `employer`'s, alerting unless told, from `postcode` (the organisation's by default). */
export async function buildSavedSearch(
  db: Database,
  employer: Pick<TestEmployer, 'account' | 'organisation'>,
  options: {
    name?: string;
    filter?: Partial<Record<keyof SavedSearchFilter, unknown>>;
    alert?: boolean;
  } = {},
) {
  const filter = savedSearchFilterSchema.parse(options.filter ?? {});
  const place = filter.postcode ? locate(filter.postcode) : undefined;
  const latitude = place?.latitude ?? employer.organisation.latitude;
  const longitude = place?.longitude ?? employer.organisation.longitude;
  const [row] = await db
    .insert(savedSearches)
    .values({
      organisationId: employer.organisation.id,
      userId: employer.account.userId,
      name: options.name ?? 'Pharmacists near us',
      filter: JSON.parse(JSON.stringify(filter)) as Record<string, unknown>,
      latitude,
      longitude,
      radiusKm: filter.radiusKm,
      role: filter.role ?? null,
      alert: options.alert ?? true,
    })
    .returning();
  if (!row) throw new Error('saved search not created');
  return row;
}

/** The match alerts `userId` received, oldest first. */
export async function alertsOf(db: Database, userId: string, kind: 'vacancy_match' | 'saved_search_match') {
  return db
    .select()
    .from(matchAlerts)
    .where(and(eq(matchAlerts.recipientUserId, userId), eq(matchAlerts.kind, kind)))
    .orderBy(matchAlerts.id);
}
