import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminDocumentsResponse,
  adminDocumentResponseSchema,
  adminExpiringDocumentsResponseSchema,
} from '../../../../shared/admin/documents.schemas';
import type { DocumentStatus, DocumentType } from '../../../../shared/candidates/uploads';
import { apiRequestAs } from '../../../lib/api-client';

export const adminDocumentsQueryKey = ['admin', 'documents'] as const;

export interface AdminDocumentsFilter {
  status?: DocumentStatus;
  type?: DocumentType;
  page: number;
}

export function adminDocumentsQueryOptions(filter: AdminDocumentsFilter) {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) query.set('status', filter.status);
  if (filter.type) query.set('type', filter.type);
  return queryOptions({
    queryKey: [...adminDocumentsQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequestAs<AdminDocumentsResponse>(`/api/admin/documents?${query}`, { signal }),
    // A verification queue must be current: always re-read when shown again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminDocuments(filter: AdminDocumentsFilter) {
  return useQuery(adminDocumentsQueryOptions(filter));
}

export function useExpiringDocuments() {
  return useQuery({
    queryKey: [...adminDocumentsQueryKey, 'expiring'],
    queryFn: ({ signal }) =>
      apiRequestAs<z.output<typeof adminExpiringDocumentsResponseSchema>>('/api/admin/documents/expiring', {
        signal,
      }),
    staleTime: 0,
  });
}

export type DocumentDecision = 'verify' | 'reject';

export function decideDocument({
  id,
  decision,
  reason,
}: {
  id: string;
  decision: DocumentDecision;
  reason?: string;
}) {
  return apiRequestAs<z.output<typeof adminDocumentResponseSchema>>(
    `/api/admin/documents/${encodeURIComponent(id)}/${decision}`,
    {
      method: 'POST',
      body: decision === 'verify' ? {} : { reason },
    },
  );
}

export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDocumentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
