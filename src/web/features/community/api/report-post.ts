import { useMutation } from '@tanstack/react-query';
import { reportResultSchema } from '../../../../shared/community/community.schemas';
import { apiRequestParsed } from '../../../lib/api-client';

/** POST /api/community/posts/:id/reports → 201 {status:'reported'} (a repeat counts once). */
export async function reportPost(postId: string) {
  return apiRequestParsed(`/api/community/posts/${encodeURIComponent(postId)}/reports`, reportResultSchema, {
    method: 'POST',
    body: {},
  });
}

export function useReportPost() {
  // A report changes nothing the reporter sees; moderation events refresh the lists if it hides.
  return useMutation({ mutationFn: reportPost });
}
