import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { surveyStatusSchema } from '../../../../shared/feedback/survey';
import { apiRequestAs } from '../../../lib/api-client';

export const surveyStatusQueryKey = ['feedback', 'survey'] as const;

/** GET /api/feedback/survey: whether the survey is due for this member (the server applies the rule). */
export function getSurveyStatus(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof surveyStatusSchema>>('/api/feedback/survey', { signal });
}

/** Asked once a visit, when `enabled`; a failed check shows no survey rather than retrying. */
export function useSurveyStatus(enabled: boolean) {
  return useQuery({
    queryKey: surveyStatusQueryKey,
    queryFn: ({ signal }) => getSurveyStatus(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
