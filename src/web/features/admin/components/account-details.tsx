import type { AdminAccount } from '../../../../shared/accounts/admin.schemas';
import { roleLabels, tierDetails } from '../../../../shared/accounts/roles';
import { formatDay } from '../../../lib/uk-dates';

export function AccountDetails({ account }: { account: AdminAccount }) {
  const rows: [string, string][] = [
    ['Role', roleLabels[account.role]],
    ['Tier', account.role === 'candidate' ? tierDetails[account.profileTier].label : '—'],
    ['Email verified', account.emailVerified ? 'Yes' : 'No'],
    ['Created', formatDay(account.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-500">{term}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
