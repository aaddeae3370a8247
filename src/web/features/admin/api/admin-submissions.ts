import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InboxFilterInput,
  InboxListResponse,
  InboxStatus,
  InboxSubmission,
  SubmissionKind,
} from '../../../../shared/submissions/submissions-inbox.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export const adminSubmissionsQueryKey = ['admin', 'submissions'] as const;

/** The filter as the page holds it: every field a string, '' for none. */
export interface InboxFilterForm {
  type: string;
  status: string;
  from: string;
  to: string;
  q: string;
}

export const emptyInboxFilter: InboxFilterForm = { type: '', status: '', from: '', to: '', q: '' };

export function inboxSearchParams(filter: InboxFilterInput | InboxFilterForm, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['type', 'status', 'from', 'to', 'q'] as const) {
    const value = filter[key];
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The filter and page a page address carries (?type=contact&status=new links straight to those). */
export function inboxFilterFromParams(params: URLSearchParams): { filter: InboxFilterForm; page: number } {
  const filter = { ...emptyInboxFilter };
  for (const key of ['type', 'status', 'from', 'to', 'q'] as const) filter[key] = params.get(key) ?? '';
  const page = Number(params.get('page'));
  return { filter, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function inboxExportHref(filter: InboxFilterForm): string {
  const query = inboxSearchParams(filter).toString();
  return `/api/admin/submissions/export${query ? `?${query}` : ''}`;
}

export function adminSubmissionsQueryOptions(filter: InboxFilterForm, page: number) {
  return queryOptions({
    queryKey: [...adminSubmissionsQueryKey, filter, page],
    queryFn: ({ signal }) =>
      apiRequestAs<InboxListResponse>(`/api/admin/submissions?${inboxSearchParams(filter, page)}`, {
        signal,
      }),
    // An inbox must be current: always re-read when shown again; keep the old page while the next loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminSubmissions(filter: InboxFilterForm, page: number) {
  return useQuery(adminSubmissionsQueryOptions(filter, page));
}

const submissionPath = (submission: Pick<InboxSubmission, 'kind' | 'id'>) =>
  `/api/admin/submissions/${submission.kind}/${encodeURIComponent(submission.id)}`;

export type SubmissionChange =
  | { action: 'approve'; kind: SubmissionKind; id: string }
  | { action: 'status'; kind: SubmissionKind; id: string; status: InboxStatus }
  | { action: 'notes'; kind: SubmissionKind; id: string; notes: string };

export function changeSubmission(change: SubmissionChange) {
  const path = submissionPath(change);
  if (change.action === 'approve') {
    return apiRequestAs<InboxSubmission>(`${path}/approve`, { method: 'POST', body: {} });
  }
  if (change.action === 'status') {
    return apiRequestAs<InboxSubmission>(`${path}/status`, {
      method: 'PUT',
      body: { status: change.status },
    });
  }
  return apiRequestAs<InboxSubmission>(`${path}/notes`, {
    method: 'PUT',
    body: { notes: change.notes },
  });
}

export function useChangeSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSubmissionsQueryKey }),
  });
}
