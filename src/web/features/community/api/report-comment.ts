import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportResultSchema } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export async function reportComment(commentId: string) {
  return apiRequestAs<z.output<typeof reportResultSchema>>(
    `/api/community/comments/${encodeURIComponent(commentId)}/reports`,
    {
      method: 'POST',
      body: {},
    },
  );
}

export function useReportComment() {
  return useMutation({ mutationFn: reportComment });
}
