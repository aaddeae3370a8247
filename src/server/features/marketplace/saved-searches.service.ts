import { maxSavedSearchesPerOrganisation } from '../../../shared/marketplace/matching.constants';
import {
  type CreateSavedSearch,
  type SavedSearch,
  type SavedSearchesResponse,
  savedSearchFilterSchema,
  savedSearchMessages,
  type UpdateSavedSearch,
} from '../../../shared/marketplace/saved-search.schemas';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { createSavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository';
import { type Searcher, searchFilterOf } from './search.service';

/*
 * Saved searches (docs/product/matching.md#saved-searches): each member keeps their own, within the
 * organisation's limit; the alerts read the place, radius and role columns stored here.
 */

export interface SavedSearchDeps {
  db: Database;
  now: () => Date;
}

/** Who is asking: the member, in the organisation they search for. */
export interface SavedSearchOwner {
  searcher: Searcher;
  userId: string;
}

export const savedSearchErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', savedSearchMessages.notFound),
  tooMany: () => new AppError(409, 'SAVED_SEARCH_LIMIT', savedSearchMessages.tooMany),
};

function present(row: SavedSearchRow): SavedSearch {
  // Stored as the search schema's output, so it reads back as it was saved.
  const parsed = savedSearchFilterSchema.safeParse(row.filter);
  return {
    id: row.id,
    name: row.name,
    alert: row.alert,
    filter: parsed.success ? parsed.data : { radiusKm: row.radiusKm },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSavedSearches(
  deps: SavedSearchDeps,
  { searcher, userId }: SavedSearchOwner,
): Promise<SavedSearchesResponse> {
  const repository = createSavedSearchesRepository(deps);
  const [rows, total] = await Promise.all([
    repository.list(searcher.organisationId, userId),
    repository.countForOrganisation(searcher.organisationId),
  ]);
  return {
    savedSearches: rows.map(present),
    remaining: Math.max(0, maxSavedSearchesPerOrganisation - total),
  };
}

export async function createSavedSearch(
  deps: SavedSearchDeps,
  { searcher, userId }: SavedSearchOwner,
  input: CreateSavedSearch,
): Promise<SavedSearch> {
  // The place searched from, as the search itself would read it: an unknown postcode is refused now.
  const filter = searchFilterOf(searcher, input.filter);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const repository = createSavedSearchesRepository({ db: tx });
    await repository.lockOrganisation(searcher.organisationId);
    if ((await repository.countForOrganisation(searcher.organisationId)) >= maxSavedSearchesPerOrganisation)
      throw savedSearchErrors.tooMany();
    return repository.insert(
      {
        organisationId: searcher.organisationId,
        userId,
        name: input.name,
        filter: input.filter,
        latitude: filter.origin.latitude,
        longitude: filter.origin.longitude,
        radiusKm: filter.radiusKm,
        role: filter.role ?? null,
        alert: input.alert,
      },
      at,
    );
  });
  return present(row);
}

export async function updateSavedSearch(
  deps: SavedSearchDeps,
  { searcher, userId }: SavedSearchOwner,
  id: string,
  change: UpdateSavedSearch,
): Promise<SavedSearch> {
  const row = await createSavedSearchesRepository(deps).update(
    searcher.organisationId,
    userId,
    id,
    change,
    deps.now(),
  );
  if (!row) throw savedSearchErrors.notFound();
  return present(row);
}

export async function deleteSavedSearch(
  deps: SavedSearchDeps,
  { searcher, userId }: SavedSearchOwner,
  id: string,
) {
  if (!(await createSavedSearchesRepository(deps).delete(searcher.organisationId, userId, id)))
    throw savedSearchErrors.notFound();
}
