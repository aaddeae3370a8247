import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function getVacancy(id: string, signal?: AbortSignal) {
  return apiRequestAs<EmployerVacancy>(`/api/employer/vacancies/${encodeURIComponent(id)}`, { signal });
}

export function vacancyQueryOptions(id: string) {
  return queryOptions({
    queryKey: marketplaceKeys.vacancy(id),
    queryFn: ({ signal }) => getVacancy(id, signal),
    staleTime: 0,
  });
}

export function useVacancy(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vacancyQueryOptions(id), enabled });
}
