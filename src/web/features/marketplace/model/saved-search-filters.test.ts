import { describe, expect, it } from 'vitest';
import { savedSearchFilterSchema } from '../../../../shared/marketplace/saved-search.schemas';
import { filtersOfSaved, savedFilterOf } from './saved-search-filters';
import { emptySearchFilters, type SearchFilters } from './search-filters';

describe('a saved search’s filters', () => {
  it('saves what the page searches and runs it back to the same filters, on the first page', () => {
    const filters: SearchFilters = {
      ...emptySearchFilters,
      role: 'clinical-pharmacist',
      employmentTypes: ['permanent', 'locum'],
      postcode: 'ls6 2aa',
      radiusKm: 40,
      page: 3,
    };
    const saved = savedFilterOf(filters);
    expect(saved).toEqual({
      role: 'clinical-pharmacist',
      employmentTypes: 'permanent,locum',
      postcode: 'LS6 2AA',
      radiusKm: 40,
    });
    // As the API stores it (its own schema's output), then as the page reads it back.
    const stored = savedSearchFilterSchema.parse(saved);
    expect(filtersOfSaved(stored)).toEqual({ ...filters, postcode: 'LS62AA', page: 1 });
  });

  it('keeps the default distance when none was chosen', () => {
    const stored = savedSearchFilterSchema.parse(savedFilterOf(emptySearchFilters));
    expect(filtersOfSaved(stored)).toEqual(emptySearchFilters);
  });
});
