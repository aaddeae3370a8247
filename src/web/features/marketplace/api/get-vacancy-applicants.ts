import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicantsResponse } from '../../../../shared/marketplace/application.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { refreshOnNotification } from '../../../lib/notifications/refresh-on-notification';
import { marketplaceKeys } from './marketplace-query-keys';

export const applicantsQueryKey = (vacancyId: string) =>
  [...marketplaceKeys.vacancy(vacancyId), 'applicants'] as const;

export function getVacancyApplicants(vacancyId: string, signal?: AbortSignal) {
  return apiRequestAs<ApplicantsResponse>(
    `/api/employer/vacancies/${encodeURIComponent(vacancyId)}/applicants`,
    { signal },
  );
}

export function useVacancyApplicants(vacancyId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: applicantsQueryKey(vacancyId),
      queryFn: ({ signal }) => getVacancyApplicants(vacancyId, signal),
      // A new application, or a withdrawn one, arrives with a notification.
      meta: refreshOnNotification,
    }),
    enabled,
  });
}
