import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancySuggestionsResponse } from '../../../../shared/marketplace/suggestion.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function getVacancySuggestions(id: string, signal?: AbortSignal) {
  return apiRequestAs<VacancySuggestionsResponse>(
    `/api/employer/vacancies/${encodeURIComponent(id)}/suggestions`,
    { signal },
  );
}

/** Under the vacancy's key: editing the vacancy (its radius, role or terms) reads them again. */
export function useVacancySuggestions(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: marketplaceKeys.vacancySuggestions(id),
      queryFn: ({ signal }) => getVacancySuggestions(id, signal),
      enabled,
    }),
  );
}
