import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  reimbursementRatesResponseSchema,
  reimbursementRateUpdateSchema,
} from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { reimbursementRatesQueryKey } from './reimbursement-rates-query-key';

export type ReimbursementRateInput = z.output<typeof reimbursementRateUpdateSchema>;

export function setReimbursementRate(input: ReimbursementRateInput) {
  return apiRequestAs<z.output<typeof reimbursementRatesResponseSchema>>('/api/admin/reimbursement-rates', {
    method: 'PUT',
    body: input,
  });
}

export function useSetReimbursementRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReimbursementRate,
    // The answer is the year's whole table: it replaces the cached one, no second request.
    onSuccess: (rates) =>
      queryClient.setQueryData([...reimbursementRatesQueryKey, rates.financialYear], rates),
  });
}
