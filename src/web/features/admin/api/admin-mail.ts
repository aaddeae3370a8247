import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMailMessage, AdminMailResponse, MailStatus } from '../../../../shared/admin/mail.schemas';
import { apiRequestAs } from '../../../lib/api-client';

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

export function useAdminMail(status: MailStatus | '', page: number) {
  return useQuery(adminMailQueryOptions(status, page));
}

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
