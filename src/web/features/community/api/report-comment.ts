import { useMutation } from '@tanstack/react-query';
import { reportResultSchema } from '../../../../shared/community/community.schemas';
import { apiRequestParsed } from '../../../lib/api-client';

/** POST /api/community/comments/:id/reports → 201 {status:'reported'} (a repeat counts once). */
export async function reportComment(commentId: string) {
  return apiRequestParsed(
    `/api/community/comments/${encodeURIComponent(commentId)}/reports`,
    reportResultSchema,
    { method: 'POST', body: {} },
  );
}

export function useReportComment() {
  return useMutation({ mutationFn: reportComment });
}
