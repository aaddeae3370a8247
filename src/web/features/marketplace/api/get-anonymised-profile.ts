import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnonymisedCandidate } from '../../../../shared/marketplace/search.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function getAnonymisedProfile(reference: string, signal?: AbortSignal) {
  return apiRequestAs<AnonymisedCandidate>(`/api/employer/candidates/${encodeURIComponent(reference)}`, {
    signal,
  });
}

/** Shows the search result's copy at once while the current profile is read. */
export function anonymisedProfileQueryOptions(candidate: AnonymisedCandidate) {
  return queryOptions({
    queryKey: marketplaceKeys.candidate(candidate.reference),
    queryFn: ({ signal }) => getAnonymisedProfile(candidate.reference, signal),
    placeholderData: candidate,
  });
}

export function useAnonymisedProfile(candidate: AnonymisedCandidate) {
  return useQuery(anonymisedProfileQueryOptions(candidate));
}
