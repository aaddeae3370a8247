import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { roleLabels } from '../../../../shared/accounts/roles';
import { notify } from '../../../lib/notify';
import { meQueryOptions } from '../../../lib/session/get-me';
import { writeRememberMe } from '../../../lib/session/remember-me';

/** The profile is read about 500 ms after sign-in. */
export const profileLookupDelayMs = 500;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The auth page then sends them on, or shows 'Account Pending Approval'. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (rememberMe: boolean, greeting: 'welcome' | { title: string; description: string }) => {
      writeRememberMe(rememberMe);
      await wait(profileLookupDelayMs);
      const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      if (!me?.profile.isApproved) return;
      if (greeting === 'welcome') {
        notify.success('Welcome back!', { description: `Signed in as ${roleLabels[me.profile.role]}` });
      } else {
        notify.success(greeting.title, { description: greeting.description });
      }
    },
    [queryClient],
  );
}
