import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reimbursementRatesResponseSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { reimbursementRatesQueryKey } from './reimbursement-rates-query-key';

export async function getReimbursementRates(financialYear: string, signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof reimbursementRatesResponseSchema>>(
    `/api/admin/reimbursement-rates?${new URLSearchParams({ financialYear })}`,
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
