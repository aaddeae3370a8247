import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyInput, CandidateApplication } from '../../../../shared/marketplace/application.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { everyCandidateQuery } from './get-applications';

export function apply(input: ApplyInput) {
  return apiRequestAs<CandidateApplication>('/api/candidate/applications', { method: 'POST', body: input });
}

/** Applying writes a consent receipt: the applications, the receipts and the job's page are read again. */
export function useApply(vacancyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coverNote: string) => apply({ vacancyId, coverNote }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: everyCandidateQuery }),
  });
}
