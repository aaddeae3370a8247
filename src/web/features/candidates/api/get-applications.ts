import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateApplication } from '../../../../shared/marketplace/application.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { refreshOnNotification } from '../../../lib/notifications/refresh-on-notification';

/**
 * Every candidate query's key starts so: applying and withdrawing change the applications, the consent
 * receipts and the job's page at once, and mark them all to be read again.
 */
export const everyCandidateQuery = ['candidate'] as const;
export const candidateApplicationsQueryKey = [...everyCandidateQuery, 'applications'] as const;

export function getCandidateApplications(signal?: AbortSignal) {
  return apiRequestAs<{ applications: CandidateApplication[] }>('/api/candidate/applications', { signal });
}

export const candidateApplicationsQueryOptions = queryOptions({
  queryKey: candidateApplicationsQueryKey,
  queryFn: ({ signal }) => getCandidateApplications(signal),
  // A decision arrives with a notification: the open list shows the new stage at once.
  meta: refreshOnNotification,
});

export function useCandidateApplications() {
  return useQuery(candidateApplicationsQueryOptions);
}
