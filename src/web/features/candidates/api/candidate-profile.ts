import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileTier } from '../../../../shared/accounts/roles';
import type {
  CandidateProfileResponse,
  ProfileList,
  ProfilePatchInput,
  RegistrationInput,
  SearchVisibilityInput,
} from '../../../../shared/candidates/profile.schemas';
import { apiRequestAs, type RequestOptions } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';

export const candidateProfileQueryKey = ['candidate', 'profile'] as const;

const call = (path: string, options: RequestOptions = {}) =>
  apiRequestAs<CandidateProfileResponse>(path, options);

export function useCandidateProfile() {
  return useQuery({
    queryKey: candidateProfileQueryKey,
    queryFn: ({ signal }) => call('/api/candidate/profile', { signal }),
  });
}

/** A mutation whose answer is the saved profile, which replaces the cached one. */
function useProfileMutation<V>(
  request: (variables: V) => Promise<CandidateProfileResponse>,
  touchesMe = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (saved) => {
      queryClient.setQueryData(candidateProfileQueryKey, saved);
      // The tier also lives on the session's profile (routing uses it).
      if (touchesMe) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export const useRegister = () =>
  useProfileMutation(
    (input: RegistrationInput) => call('/api/candidate/registration', { method: 'PUT', body: input }),
    true,
  );

export const useUpdateProfile = () =>
  useProfileMutation((patch: ProfilePatchInput) =>
    call('/api/candidate/profile', { method: 'PATCH', body: patch }),
  );

export const useChangeTier = () =>
  useProfileMutation(
    (profileTier: ProfileTier) => call('/api/candidate/tier', { method: 'PUT', body: { profileTier } }),
    true,
  );

export const useSetSearchVisibility = () =>
  useProfileMutation(
    (choice: SearchVisibilityInput) =>
      call('/api/candidate/search-visibility', { method: 'PUT', body: choice }),
    true,
  );

export type ListItemChange =
  | { action: 'add'; list: ProfileList; item: Record<string, unknown> }
  | { action: 'update'; list: ProfileList; id: string; item: Record<string, unknown> }
  | { action: 'remove'; list: ProfileList; id: string }
  | { action: 'reorder'; list: ProfileList; ids: string[] };

function changeListItem(change: ListItemChange) {
  switch (change.action) {
    case 'add':
      return call(`/api/candidate/${change.list}`, { method: 'POST', body: change.item });
    case 'update':
      return call(`/api/candidate/${change.list}/${change.id}`, { method: 'PUT', body: change.item });
    case 'remove':
      return call(`/api/candidate/${change.list}/${change.id}`, { method: 'DELETE' });
    case 'reorder':
      return call(`/api/candidate/${change.list}-order`, { method: 'PUT', body: { ids: change.ids } });
  }
}

export const useChangeListItem = () => useProfileMutation(changeListItem);
