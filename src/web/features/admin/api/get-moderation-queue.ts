import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { moderationQueueSchema } from '../../../../shared/community/community.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { moderationQueueQueryKey } from './moderation-queue-query-key';

/** 'open': reported or hidden automatically, waiting for review; 'hidden': hidden by a moderator. */
export type ModerationView = 'open' | 'hidden';

export async function getModerationQueue(view: ModerationView, signal?: AbortSignal) {
  const { items } = await apiRequestAs<z.output<typeof moderationQueueSchema>>(
    `/api/admin/community/reports?${new URLSearchParams({ view })}`,
    { signal },
  );
  return items;
}

export function moderationQueueQueryOptions(view: ModerationView) {
  return queryOptions({
    queryKey: [...moderationQueueQueryKey, view],
    queryFn: ({ signal }) => getModerationQueue(view, signal),
    // Reports arrive all the time: always re-read when the queue is shown again.
    staleTime: 0,
  });
}

export function useModerationQueue(view: ModerationView) {
  return useQuery(moderationQueueQueryOptions(view));
}
