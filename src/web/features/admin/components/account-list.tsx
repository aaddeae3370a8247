import { Users } from 'lucide-react';
import type { AdminAccountStatus } from '../../../../shared/accounts/admin.schemas';
import type { Role } from '../../../../shared/accounts/roles';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAccounts } from '../api/get-accounts';
import { AccountCard } from './account-card';

const emptyTexts: Record<AdminAccountStatus, string> = {
  pending: 'No accounts are waiting for approval.',
  approved: 'No approved accounts yet.',
  suspended: 'No accounts are suspended.',
};

interface AccountListProps {
  status: AdminAccountStatus;
  search: string;
  viewer: { id: string; role: Role };
}

export function AccountList({ status, search, viewer }: AccountListProps) {
  const accounts = useAccounts(status, search);
  if (accounts.isPending) return <LoadingState text="Loading accounts..." />;
  if (accounts.isError) {
    return (
      <LoadError
        message="Failed to load accounts. Please try again."
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (accounts.data.length === 0) {
    return (
      <EmptyState icon={Users}>
        {search.trim() ? `No accounts match "${search.trim()}".` : emptyTexts[status]}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={accounts.isFetching} className="flex flex-col gap-3">
      <p role="status" className="text-slate-600 text-sm">
        {accounts.data.length === 1 ? '1 account' : `${accounts.data.length} accounts`}
      </p>
      <ul className="flex flex-col gap-3">
        {accounts.data.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} viewer={viewer} />
          </li>
        ))}
      </ul>
    </div>
  );
}
