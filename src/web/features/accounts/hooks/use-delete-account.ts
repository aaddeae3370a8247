import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountMessages } from '../../../../shared/accounts/account.constants';
import { paths } from '../../../../shared/routing/paths';
import { notify } from '../../../lib/notify';
import { forgetSession, stopRequestsInFlight } from '../../../lib/session/forget-session';
import { useDeleteAccountMutation } from '../api/delete-account';

export const deleteFailedMessage = 'Failed to delete account. Please try again.';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useDeleteAccountMutation();
  const run = () => {
    // The server ends the session with the account: requests still in flight would be answered 401.
    stopRequestsInFlight(queryClient);
    mutation.mutate(undefined, {
      onSuccess: () => {
        notify.success('Account Deleted', { description: accountMessages.accountDeleted });
        forgetSession(queryClient);
        navigate(paths.platform.auth, { replace: true });
      },
      onError: () => {
        notify.error(deleteFailedMessage);
      },
    });
  };
  return { run, isPending: mutation.isPending, failed: mutation.isError };
}
