import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileTier } from '../../../../shared/accounts/roles';
import type { CandidateProfileResponse } from '../../../../shared/candidates/profile.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';

/** The candidate area's cache of the profile (its query key), which carries the tier too. */
const candidateProfileQueryKey = ['candidate', 'profile'] as const;

/** PUT /api/candidate/tier: the candidate's tier; the community tier hides the profile from employers. */
export function changeTier(profileTier: ProfileTier) {
  return apiRequestAs<CandidateProfileResponse>('/api/candidate/tier', {
    method: 'PUT',
    body: { profileTier },
  });
}

/** Pending until the session's profile (routing uses the tier) and the candidate's profile are read again. */
export function useChangeTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTier,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: candidateProfileQueryKey });
    },
  });
}
