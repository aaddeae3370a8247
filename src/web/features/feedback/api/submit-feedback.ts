import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feedbackResponseSchema, feedbackSchema } from '../../../../shared/feedback/survey';
import { apiRequestAs } from '../../../lib/api-client';

/** POST /api/feedback: the rating and the optional comment. */
export function submitFeedback(feedback: z.output<typeof feedbackSchema>) {
  return apiRequestAs<z.output<typeof feedbackResponseSchema>>('/api/feedback', {
    method: 'POST',
    body: feedback,
  });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
