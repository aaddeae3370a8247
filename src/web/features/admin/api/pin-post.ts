import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinResultSchema } from '../../../../shared/community/community.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { moderationQueueQueryKey } from './moderation-queue-query-key';

/** PUT /api/admin/community/posts/:id/pin: a pinned post comes first in every community listing. */
export async function pinPost({ id, pinned }: { id: string; pinned: boolean }): Promise<boolean> {
  const { isPinned } = await apiRequestParsed(
    `/api/admin/community/posts/${encodeURIComponent(id)}/pin`,
    pinResultSchema,
    { method: 'PUT', body: { pinned } },
  );
  return isPinned;
}

export function usePinPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueueQueryKey }),
  });
}
