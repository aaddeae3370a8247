import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/accounts/account-api';
import { apiRequestAs } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { consentsQueryKey } from './get-consents';

export const consentNotSavedMessage = 'Consent was not properly saved to database';

/** The flag in the server's answer is checked here too before anything is believed. */
export async function giveRecruitmentConsent(): Promise<MeResponse> {
  const me = await apiRequestAs<MeResponse>('/api/account/consent/recruitment', {
    method: 'POST',
    body: {},
  });
  if (!me.profile.recruitmentRepresentationConsent) throw new Error(consentNotSavedMessage);
  return me;
}

export function useGiveRecruitmentConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveRecruitmentConsent,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      void queryClient.invalidateQueries({ queryKey: consentsQueryKey });
    },
  });
}
