import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateMatchesResponse } from '../../../../shared/marketplace/candidate-matches.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { everyCandidateQuery } from './get-applications';

/** Applying marks it to be read again, as every candidate query. */
export const candidateMatchesQueryKey = [...everyCandidateQuery, 'matches'] as const;

/** GET /api/candidate/matches: the job seeker's matched vacancies, best first, with the reasons. */
export function getCandidateMatches(signal?: AbortSignal) {
  return apiRequestAs<CandidateMatchesResponse>('/api/candidate/matches', { signal });
}

export const candidateMatchesQueryOptions = () =>
  queryOptions({
    queryKey: candidateMatchesQueryKey,
    queryFn: ({ signal }) => getCandidateMatches(signal),
  });

export function useCandidateMatches() {
  return useQuery(candidateMatchesQueryOptions());
}
