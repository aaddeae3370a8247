import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { auditEventLabel } from '../../../shared/admin/audit.schemas';
import { TextField } from '../../components/form/text-field';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type AuditFilterForm, emptyAuditFilter, useAdminAudit, useAuditEventTypes } from './api/admin-audit';
import { AdminFilterForm } from './components/admin-filter-form';
import { AdminPageHeader } from './components/admin-page-header';
import { AdminPagedList } from './components/admin-paged-list';
import { AdminSelectField } from './components/admin-select-field';
import { AuditEventList } from './components/audit-event-list';
import { useFilterDraft } from './hooks/use-filter-draft';

export function AdminAuditPage() {
  useDocumentTitle('Audit log');
  const [filter, setFilter] = useState<AuditFilterForm>(emptyAuditFilter);
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(filter, page);
  const {
    draft: form,
    set,
    apply,
    clear,
  } = useFilterDraft(filter, emptyAuditFilter, (next) => {
    setFilter(next);
    setPage(1);
  });
  const eventTypes = useAuditEventTypes();
  const typeOptions = (eventTypes.data?.eventTypes ?? []).map((value) => ({
    value,
    label: auditEventLabel(value),
  }));

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

      <AdminPagedList
        query={audit}
        loadingText="Loading the audit log..."
        failedText="Failed to load the audit log."
        isEmpty={(data) => data.events.length === 0}
        empty={<EmptyState icon={ScrollText}>No events match these filters.</EmptyState>}
        summary={(data) =>
          `${data.events.length === 1 ? '1 event' : `${data.events.length} events`} on page ${data.page}`
        }
        pagerLabel="Pages of the audit log"
        pageState={(data) => ({ page, hasMore: data.hasMore })}
        onPage={setPage}
      >
        {(data) => <AuditEventList events={data.events} />}
      </AdminPagedList>
    </Container>
  );
}
