import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportResultSchema } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export async function reportPost(postId: string) {
  return apiRequestAs<z.output<typeof reportResultSchema>>(
    `/api/community/posts/${encodeURIComponent(postId)}/reports`,
    {
      method: 'POST',
      body: {},
    },
  );
}

export function useReportPost() {
  // A report changes nothing the reporter sees; moderation events refresh the lists if it hides.
  return useMutation({ mutationFn: reportPost });
}
