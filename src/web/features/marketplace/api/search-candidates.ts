import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../shared/marketplace/search.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { paramsFromFilters, type SearchFilters } from '../model/search-filters';
import { marketplaceKeys } from './marketplace-query-keys';

export function searchCandidates(query: string, signal?: AbortSignal) {
  const path = query === '' ? '/api/employer/search' : `/api/employer/search?${query}`;
  return apiRequestAs<SearchResponse>(path, { signal });
}

export function candidateSearchQueryOptions(filters: SearchFilters) {
  const query = paramsFromFilters(filters).toString();
  return queryOptions({
    queryKey: marketplaceKeys.search(query),
    queryFn: ({ signal }) => searchCandidates(query, signal),
    // Profiles change as candidates edit them; a page read a minute ago is still a fair answer.
    staleTime: 60_000,
    // A new page or filter keeps the old results on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` while the organisation is known not to be verified: the server would refuse. */
export function useCandidateSearch(filters: SearchFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...candidateSearchQueryOptions(filters), enabled });
}
