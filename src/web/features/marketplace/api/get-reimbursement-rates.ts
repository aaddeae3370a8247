import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reimbursementRatesResponseSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function getReimbursementRates(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof reimbursementRatesResponseSchema>>(
    '/api/employer/reimbursement-rates',
    {
      signal,
    },
  );
}

export function reimbursementRatesQueryOptions() {
  return queryOptions({
    queryKey: marketplaceKeys.reimbursementRates(),
    queryFn: ({ signal }) => getReimbursementRates(signal),
  });
}

export function useReimbursementRates() {
  return useQuery(reimbursementRatesQueryOptions());
}
