import { queryOptions, useQuery } from '@tanstack/react-query';
import { reimbursementRatesResponseSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestParsed } from '../../../lib/api-client';
import { reimbursementRatesQueryKey } from './reimbursement-rates-query-key';

/** GET /api/admin/reimbursement-rates?financialYear=2026/27: the roles with a stored maximum. */
export async function getReimbursementRates(financialYear: string, signal?: AbortSignal) {
  return apiRequestParsed(
    `/api/admin/reimbursement-rates?${new URLSearchParams({ financialYear })}`,
    reimbursementRatesResponseSchema,
    { signal },
  );
}

export function reimbursementRatesQueryOptions(financialYear: string) {
  return queryOptions({
    queryKey: [...reimbursementRatesQueryKey, financialYear],
    queryFn: ({ signal }) => getReimbursementRates(financialYear, signal),
  });
}

export function useReimbursementRates(financialYear: string) {
  return useQuery(reimbursementRatesQueryOptions(financialYear));
}
