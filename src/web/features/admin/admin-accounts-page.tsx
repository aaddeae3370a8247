import { useEffect, useState } from 'react';
import type { AdminAccountStatus } from '../../../shared/accounts/admin.schemas';
import { TextField } from '../../components/form/text-field';
import { Container } from '../../components/ui/container';
import { SegmentedTabs, type TabItem } from '../../components/ui/segmented-tabs';
import { useMe } from '../../lib/session/get-me';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountList } from './components/account-list';
import { AdminPageHeader } from './components/admin-page-header';

const statusTabs: readonly TabItem<AdminAccountStatus>[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'approved', label: 'Approved' },
  { id: 'suspended', label: 'Suspended' },
];

const searchDelayMs = 300;

export function AdminAccountsPage() {
  useDocumentTitle('Accounts');
  const me = useMe();
  const [status, setStatus] = useState<AdminAccountStatus>('pending');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const viewer = me.data ? { id: me.data.user.id, role: me.data.profile.role } : undefined;

  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Accounts" />
      <search className="max-w-md">
        <TextField
          label="Search accounts"
          type="search"
          name="q"
          placeholder="Name or e-mail"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </search>
      <SegmentedTabs
        idPrefix="accounts"
        label="Account status"
        items={statusTabs}
        value={status}
        onChange={setStatus}
      >
        {viewer ? <AccountList status={status} search={search} viewer={viewer} /> : null}
      </SegmentedTabs>
    </Container>
  );
}
