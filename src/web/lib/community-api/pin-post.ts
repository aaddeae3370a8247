import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pinResultSchema } from '../../../shared/community/community.schemas';
import { apiRequestAs } from '../api-client';

/**
 * PUT /api/admin/community/posts/:id/pin (admin roles; the server checks the role and TOTP): a pinned
 * post comes first in every community listing. Answers whether the post is now pinned.
 */
export async function pinPost({ postId, pinned }: { postId: string; pinned: boolean }) {
  return apiRequestAs<z.output<typeof pinResultSchema>>(
    `/api/admin/community/posts/${encodeURIComponent(postId)}/pin`,
    {
      method: 'PUT',
      body: { pinned },
    },
  );
}

/**
 * Pins or unpins a post from the community's cards and from the admin moderation queue; each caller
 * names the cached lists that show the pin (`refresh`), which are fetched again afterwards.
 */
export function usePinPost(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
