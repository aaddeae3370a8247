import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminAuditResponse,
  auditEventTypesResponseSchema,
} from '../../../../shared/admin/audit.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export const adminAuditQueryKey = ['admin', 'audit'] as const;

/** The filter as the page holds it: every field a string, '' for none. */
export interface AuditFilterForm {
  type: string;
  actor: string;
  target: string;
  from: string;
  to: string;
}

export const emptyAuditFilter: AuditFilterForm = { type: '', actor: '', target: '', from: '', to: '' };

export function auditSearchParams(filter: AuditFilterForm, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['type', 'actor', 'target', 'from', 'to'] as const) {
    const value = filter[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function adminAuditQueryOptions(filter: AuditFilterForm, page: number) {
  return queryOptions({
    queryKey: [...adminAuditQueryKey, 'log', filter, page],
    queryFn: ({ signal }) =>
      apiRequestAs<AdminAuditResponse>(`/api/admin/audit?${auditSearchParams(filter, page)}`, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminAudit(filter: AuditFilterForm, page: number) {
  return useQuery(adminAuditQueryOptions(filter, page));
}

export function useAuditEventTypes() {
  return useQuery({
    queryKey: [...adminAuditQueryKey, 'event-types'],
    queryFn: ({ signal }) =>
      apiRequestAs<z.output<typeof auditEventTypesResponseSchema>>('/api/admin/audit/event-types', {
        signal,
      }),
  });
}

export function useAccountAudit(accountId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminAuditQueryKey, 'account', accountId, page],
    queryFn: ({ signal }) =>
      apiRequestAs<AdminAuditResponse>(
        `/api/admin/accounts/${encodeURIComponent(accountId)}/audit${page > 1 ? `?page=${page}` : ''}`,
        { signal },
      ),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
