import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { auditEventLabel } from '../../../shared/admin/audit.schemas';
import { TextField } from '../../components/form/text-field';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { LoadingState } from '../../components/ui/loading-state';
import { errorMessageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type AuditFilterForm, emptyAuditFilter, useAdminAudit, useAuditEventTypes } from './api/admin-audit';
import { AdminFilterForm } from './components/admin-filter-form';
import { AdminPageHeader } from './components/admin-page-header';
import { AdminPager } from './components/admin-pager';
import { AdminSelectField } from './components/admin-select-field';
import { AuditEventList } from './components/audit-event-list';

export function AdminAuditPage() {
  useDocumentTitle('Audit log');
  const [form, setForm] = useState<AuditFilterForm>(emptyAuditFilter);
  const [filter, setFilter] = useState<AuditFilterForm>(emptyAuditFilter);
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(filter, page);
  const eventTypes = useAuditEventTypes();
  const typeOptions = (eventTypes.data?.eventTypes ?? []).map((value) => ({
    value,
    label: auditEventLabel(value),
  }));

  const set = (key: keyof AuditFilterForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const apply = () => {
    setFilter(form);
    setPage(1);
  };
  const clear = () => {
    setForm(emptyAuditFilter);
    setFilter(emptyAuditFilter);
    setPage(1);
  };

  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Audit log">
        Security events and admin actions, newest first. The log cannot be changed or deleted.
      </AdminPageHeader>

      <AdminFilterForm label="Filter the audit log" onApply={apply} onClear={clear}>
        <AdminSelectField
          label="Event type"
          name="type"
          value={form.type}
          emptyLabel="All types"
          options={typeOptions}
          onChange={set('type')}
        />
        <TextField
          label="Done by"
          name="actor"
          hint="Account e-mail or id"
          value={form.actor}
          onChange={(event) => set('actor')(event.target.value)}
        />
        <TextField
          label="Done to"
          name="target"
          hint="Account e-mail or id"
          value={form.target}
          onChange={(event) => set('target')(event.target.value)}
        />
        <TextField
          label="From date"
          type="date"
          name="from"
          value={form.from}
          onChange={(event) => set('from')(event.target.value)}
        />
        <TextField
          label="To date"
          type="date"
          name="to"
          value={form.to}
          onChange={(event) => set('to')(event.target.value)}
        />
      </AdminFilterForm>

      {audit.isPending ? (
        <LoadingState text="Loading the audit log..." />
      ) : audit.isError ? (
        <LoadError
          message={`Failed to load the audit log. ${errorMessageOf(audit.error)}`}
          onRetry={() => void audit.refetch()}
        />
      ) : audit.data.events.length === 0 ? (
        <EmptyState icon={ScrollText}>No events match these filters.</EmptyState>
      ) : (
        <div aria-busy={audit.isFetching} className="flex flex-col gap-3">
          <p role="status" className="text-slate-600 text-sm">
            {audit.data.events.length === 1 ? '1 event' : `${audit.data.events.length} events`} on page{' '}
            {audit.data.page}
          </p>
          <AuditEventList events={audit.data.events} />
          <AdminPager
            label="Pages of the audit log"
            page={page}
            hasMore={audit.data.hasMore}
            onPage={setPage}
          />
        </div>
      )}
    </Container>
  );
}
