import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pinResultSchema } from '../../../shared/community/community.schemas';
import { apiRequestAs } from '../api-client';

export async function pinPost({ postId, pinned }: { postId: string; pinned: boolean }) {
  return apiRequestAs<z.output<typeof pinResultSchema>>(
    `/api/admin/community/posts/${encodeURIComponent(postId)}/pin`,
    {
      method: 'PUT',
      body: { pinned },
    },
  );
}

/** Each caller names the cached lists that show the pin (`refresh`). */
export function usePinPost(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
