import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminFeedbackResponse } from '../../../../shared/admin/feedback.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export function useAdminFeedback(page: number) {
  return useQuery({
    queryKey: ['admin', 'feedback', page],
    queryFn: ({ signal }) =>
      apiRequestAs<AdminFeedbackResponse>(
        `/api/admin/feedback?${new URLSearchParams({ page: String(page) })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
