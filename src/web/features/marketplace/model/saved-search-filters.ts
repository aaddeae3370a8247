import type { SavedSearch, SavedSearchFilter } from '../../../../shared/marketplace/saved-search.schemas';
import { filtersFromParams, paramsFromFilters, type SearchFilters } from './search-filters';

/*
 * A saved search holds the search's filters as the API reads them; the page holds them in its address.
 * Both go through the address's own mapping, so running a saved search shows the search it saved.
 */

/** The filters to save: the address's parameters (without the page) and the distance. */
export function savedFilterOf(filters: SearchFilters): Record<string, string | number> {
  return { ...Object.fromEntries(paramsFromFilters({ ...filters, page: 1 })), radiusKm: filters.radiusKm };
}

/** The search form's filters of a saved search, on its first page. */
export function filtersOfSaved(filter: SavedSearch['filter'] | SavedSearchFilter): SearchFilters {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return filtersFromParams(params);
}
