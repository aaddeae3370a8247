import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinResultSchema } from '../../../../shared/community/community.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { communityKeys } from './community-query-keys';

/** PUT /api/admin/community/posts/:id/pin (admin roles): pinned posts come first in every listing. */
export async function pinPost({ postId, pinned }: { postId: string; pinned: boolean }) {
  return apiRequestParsed(`/api/admin/community/posts/${encodeURIComponent(postId)}/pin`, pinResultSchema, {
    method: 'PUT',
    body: { pinned },
  });
}

export function usePinPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.posts }),
  });
}
