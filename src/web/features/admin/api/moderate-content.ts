import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ContentStatus,
  moderationResultSchema,
  moderationSchema,
} from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { moderationQueueQueryKey } from './moderation-queue-query-key';

export interface ModerateContentInput extends z.input<typeof moderationSchema> {
  kind: 'post' | 'comment';
  id: string;
}

export async function moderateContent({
  kind,
  id,
  action,
  reason,
}: ModerateContentInput): Promise<ContentStatus> {
  const { status } = await apiRequestAs<z.output<typeof moderationResultSchema>>(
    `/api/admin/community/${kind}s/${encodeURIComponent(id)}/moderation`,
    { method: 'POST', body: { action, reason } },
  );
  return status;
}

export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueueQueryKey }),
  });
}
