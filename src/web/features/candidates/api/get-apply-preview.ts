import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplyPreview } from '../../../../shared/marketplace/application.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export const applyPreviewQueryKey = (vacancyId: string) => ['candidate', 'apply-preview', vacancyId] as const;

/** The job as the candidate is about to apply: what applying shares, and whether they already did. */
export function getApplyPreview(vacancyId: string, signal?: AbortSignal) {
  return apiRequestAs<ApplyPreview>(`/api/candidate/jobs/${encodeURIComponent(vacancyId)}`, { signal });
}

export const applyPreviewQueryOptions = (vacancyId: string) =>
  queryOptions({
    queryKey: applyPreviewQueryKey(vacancyId),
    queryFn: ({ signal }) => getApplyPreview(vacancyId, signal),
    // A job that is gone stays gone: asking again only repeats the answer.
    retry: false,
  });

export function useApplyPreview(vacancyId: string) {
  return useQuery(applyPreviewQueryOptions(vacancyId));
}
