import { useId, useState } from 'react';
import type { AdminAccount } from '../../../../shared/accounts/admin.schemas';
import type { Role } from '../../../../shared/accounts/roles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type AccountAction, useAccountActions } from '../hooks/use-account-actions';
import { actionsFor, assignableRoles } from '../model/account-permissions';
import { AccountAuditTrail } from './account-audit-trail';
import { AccountDetails } from './account-details';
import { RoleChange } from './role-change';
import { TierChange } from './tier-change';

const confirmations: Record<
  'reject' | 'suspend' | 'unsuspend' | 'signOut',
  { title: string; text: string; label: string }
> = {
  reject: {
    title: 'Reject this account?',
    text: 'The account is erased and the person is told by e-mail. This cannot be undone.',
    label: 'Reject',
  },
  suspend: {
    title: 'Suspend this account?',
    text: 'The person is signed out everywhere and cannot sign in until the account is unsuspended.',
    label: 'Suspend',
  },
  unsuspend: { title: 'Unsuspend this account?', text: 'The person can sign in again.', label: 'Unsuspend' },
  signOut: {
    title: 'Sign this account out everywhere?',
    text: 'Every session on every device ends. The person can sign in again straight away.',
    label: 'Sign out everywhere',
  },
};

interface AccountCardProps {
  account: AdminAccount;
  viewer: { id: string; role: Role };
}

export function AccountCard({ account, viewer }: AccountCardProps) {
  const headingId = useId();
  const allowed = actionsFor(account, viewer);
  const { run, busy } = useAccountActions(account);
  const [confirming, setConfirming] = useState<keyof typeof confirmations>();
  const act = (action: AccountAction) => run(action, () => setConfirming(undefined));
  const name = account.fullName.trim() || 'No name given';

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <div>
        <h2 id={headingId} className="font-semibold text-slate-900">
          {name}
        </h2>
        <p className="break-all text-slate-600 text-sm">{account.email}</p>
      </div>
      <AccountDetails account={account} />
      <div className="flex flex-wrap items-end gap-2">
        {allowed.approve ? (
          <Button onClick={() => act({ type: 'approve' })} disabled={busy}>
            Approve
          </Button>
        ) : null}
        {(['reject', 'suspend', 'unsuspend'] as const)
          .filter((type) => allowed[type])
          .map((type) => (
            <Button
              key={type}
              variant={type === 'unsuspend' ? 'secondary' : 'destructive'}
              onClick={() => setConfirming(type)}
              disabled={busy}
            >
              {confirmations[type].label}
            </Button>
          ))}
        {allowed.signOut ? (
          <Button variant="destructive" onClick={() => setConfirming('signOut')} disabled={busy}>
            {confirmations.signOut.label}
          </Button>
        ) : null}
        {allowed.changeRole ? (
          <RoleChange
            current={account.role}
            options={assignableRoles(viewer.role)}
            busy={busy}
            onSave={(role) => act({ type: 'role', role })}
          />
        ) : null}
        {allowed.changeTier ? (
          <TierChange
            current={account.profileTier}
            busy={busy}
            onSave={(tier) => act({ type: 'tier', tier })}
          />
        ) : null}
      </div>
      <AccountAuditTrail accountId={account.id} name={name} />
      {confirming ? (
        <ConfirmDialog
          title={confirmations[confirming].title}
          description={confirmations[confirming].text}
          confirmLabel={confirmations[confirming].label}
          destructive={confirming !== 'unsuspend'}
          busy={busy}
          onConfirm={() => act({ type: confirming })}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </article>
  );
}
