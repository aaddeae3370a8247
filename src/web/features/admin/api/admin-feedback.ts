import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFeedbackResponseSchema } from '../../../../shared/admin/feedback.schemas';
import { apiRequestParsed } from '../../../lib/api-client';

/** GET /api/admin/feedback?page=: ratings per week and one page of the texts, newest first. */
export function useAdminFeedback(page: number) {
  return useQuery({
    queryKey: ['admin', 'feedback', page],
    queryFn: ({ signal }) =>
      apiRequestParsed(
        `/api/admin/feedback?${new URLSearchParams({ page: String(page) })}`,
        adminFeedbackResponseSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}
