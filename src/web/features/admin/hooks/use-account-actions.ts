import type { AdminAccount } from '../../../../shared/accounts/admin.schemas';
import type { ProfileTier, Role } from '../../../../shared/accounts/roles';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApproveAccount } from '../api/approve-account';
import { useChangeAccountRole } from '../api/change-account-role';
import { useChangeAccountTier } from '../api/change-account-tier';
import { useRejectAccount } from '../api/reject-account';
import { useSignAccountOutEverywhere } from '../api/sign-account-out';
import { useSuspendAccount } from '../api/suspend-account';
import { useUnsuspendAccount } from '../api/unsuspend-account';

export type AccountAction =
  | { type: 'approve' }
  | { type: 'reject' }
  | { type: 'suspend' }
  | { type: 'unsuspend' }
  | { type: 'role'; role: Role }
  | { type: 'tier'; tier: ProfileTier }
  | { type: 'signOut' };

const outcomes: Record<AccountAction['type'], { done: string; failed: string }> = {
  approve: { done: 'Account approved', failed: 'Failed to approve account' },
  reject: { done: 'Account rejected', failed: 'Failed to reject account' },
  suspend: { done: 'Account suspended', failed: 'Failed to suspend account' },
  unsuspend: { done: 'Account unsuspended', failed: 'Failed to unsuspend account' },
  role: { done: 'Role changed', failed: 'Failed to change role' },
  tier: { done: 'Tier changed', failed: 'Failed to change tier' },
  signOut: { done: 'Signed out everywhere', failed: 'Failed to sign the account out' },
};

export function useAccountActions(account: AdminAccount) {
  const approve = useApproveAccount();
  const reject = useRejectAccount();
  const suspend = useSuspendAccount();
  const unsuspend = useUnsuspendAccount();
  const changeRole = useChangeAccountRole();
  const changeTier = useChangeAccountTier();
  const signOut = useSignAccountOutEverywhere();
  const busy = [approve, reject, suspend, unsuspend, changeRole, changeTier, signOut].some(
    (mutation) => mutation.isPending,
  );

  const run = (action: AccountAction, settled: () => void) => {
    const callbacks = {
      onSuccess: () => notify.success(outcomes[action.type].done, { description: account.email }),
      onError: (error: unknown) =>
        notify.error(outcomes[action.type].failed, { description: errorMessageOf(error) }),
      onSettled: settled,
    };
    if (action.type === 'role') changeRole.mutate({ id: account.id, role: action.role }, callbacks);
    else if (action.type === 'tier') changeTier.mutate({ id: account.id, tier: action.tier }, callbacks);
    else if (action.type === 'signOut') signOut.mutate(account.id, callbacks);
    else if (action.type === 'approve') approve.mutate(account.id, callbacks);
    else if (action.type === 'reject') reject.mutate(account.id, callbacks);
    else if (action.type === 'suspend') suspend.mutate(account.id, callbacks);
    else unsuspend.mutate(account.id, callbacks);
  };
  return { run, busy };
}
