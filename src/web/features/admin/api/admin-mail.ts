import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMailMessage, AdminMailResponse, MailStatus } from '../../../../shared/admin/mail.schemas';
import { apiRequestAs } from '../../../lib/api-client';

/** Every page and status of the mail viewer is cached under this key; a retry invalidates it. */
export const adminMailQueryKey = ['admin', 'mail'] as const;

export function adminMailQueryOptions(status: MailStatus | '', page: number) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return queryOptions({
    queryKey: [...adminMailQueryKey, status, page],
    queryFn: ({ signal }) => apiRequestAs<AdminMailResponse>(`/api/admin/mail?${params}`, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/mail: one page of the outbox, newest first. */
export function useAdminMail(status: MailStatus | '', page: number) {
  return useQuery(adminMailQueryOptions(status, page));
}

/** POST /api/admin/mail/:id/retry: a dead letter goes back to the queue. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequestAs<AdminMailMessage>(`/api/admin/mail/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMailQueryKey }),
  });
}
