import { queryOptions, useQuery } from '@tanstack/react-query';
import { reimbursementRatesResponseSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

/** GET /api/employer/reimbursement-rates: ARRS maximum reimbursable amounts of this financial year. */
export function getReimbursementRates(signal?: AbortSignal) {
  return apiRequestParsed('/api/employer/reimbursement-rates', reimbursementRatesResponseSchema, { signal });
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
