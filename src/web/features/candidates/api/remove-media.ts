import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateProfileResponse } from '../../../../shared/candidates/profile.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { candidateProfileQueryKey } from './candidate-profile';

export type MediaSlot = 'photo' | 'video';

/** DELETE /api/candidate/photo or /video: the file is deleted; the answer is the saved profile. */
export function removeMedia(slot: MediaSlot) {
  return apiRequestAs<CandidateProfileResponse>(`/api/candidate/${slot}`, { method: 'DELETE' });
}

export function useRemoveMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMedia,
    onSuccess: (saved) => queryClient.setQueryData(candidateProfileQueryKey, saved),
  });
}
