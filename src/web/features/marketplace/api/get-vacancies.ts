import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { employerVacanciesResponseSchema } from '../../../../shared/marketplace/vacancy.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function getVacancies(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof employerVacanciesResponseSchema>>('/api/employer/vacancies', {
    signal,
  });
}

export function vacanciesQueryOptions() {
  return queryOptions({
    queryKey: marketplaceKeys.vacancies(),
    queryFn: ({ signal }) => getVacancies(signal),
    // Applicants arrive and vacancies close on their closing date: read again whenever the page shows.
    staleTime: 0,
  });
}

/** `enabled: false` until the organisation is known to be verified (the API refuses others). */
export function useVacancies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vacanciesQueryOptions(), enabled });
}
