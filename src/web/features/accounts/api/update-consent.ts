import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentsResponse } from '../../../../shared/accounts/account-api';
import type { ConsentType } from '../../../../shared/accounts/consents';
import { apiRequestAs } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session/get-me';
import { consentsQueryKey } from './get-consents';

export interface ConsentChange {
  consentType: ConsentType;
  given: boolean;
}

export async function updateConsent(change: ConsentChange) {
  return apiRequestAs<ConsentsResponse>('/api/account/consents', { method: 'PUT', body: change });
}

export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsent,
    onSuccess: (consents) => {
      queryClient.setQueryData(consentsQueryKey, consents);
      // The profile carries the same flags (the candidate area depends on one of them).
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
