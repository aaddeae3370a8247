import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { documentListSchema } from '../../../../shared/candidates/uploads';
import { apiRequestAs } from '../../../lib/api-client';

export const documentsQueryKey = ['candidate', 'documents'] as const;

export function getCandidateDocuments(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof documentListSchema>>('/api/candidate/documents', { signal });
}

export const candidateDocumentsQueryOptions = queryOptions({
  queryKey: documentsQueryKey,
  queryFn: ({ signal }) => getCandidateDocuments(signal),
});

export function useCandidateDocuments() {
  return useQuery(candidateDocumentsQueryOptions);
}
