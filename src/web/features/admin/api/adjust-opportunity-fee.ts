import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminOpportunity,
  feeAdjustmentSchema,
} from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { adminOpportunitiesQueryKey } from './admin-opportunities-query-key';

export interface AdjustFeeInput extends z.output<typeof feeAdjustmentSchema> {
  id: string;
}

export function adjustOpportunityFee({ id, feePence, note }: AdjustFeeInput) {
  return apiRequestAs<AdminOpportunity>(`/api/admin/opportunities/${encodeURIComponent(id)}/fee`, {
    method: 'POST',
    body: { feePence, note },
  });
}

export function useAdjustOpportunityFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustOpportunityFee,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOpportunitiesQueryKey }),
  });
}
