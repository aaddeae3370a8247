import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type InboxListResponse,
  type InboxSubmission,
  inboxStatuses,
  inboxStatusLabels,
  inboxTypeLabels,
  inboxTypes,
} from '../../../shared/submissions/submissions-inbox.schemas';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { formatDateTime } from '../../lib/uk-dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  emptyInboxFilter,
  type InboxFilterForm,
  inboxExportHref,
  inboxFilterFromParams,
  inboxSearchParams,
  useAdminSubmissions,
} from './api/admin-submissions';
import { AdminFilterForm } from './components/admin-filter-form';
import { AdminPageHeader } from './components/admin-page-header';
import { AdminPagedList } from './components/admin-paged-list';
import { AdminSelectField } from './components/admin-select-field';
import {
  SubmissionApprovedBadge,
  SubmissionStatusBadge,
  SubmissionTypeBadge,
} from './components/submission-badges';
import { SubmissionDialog } from './components/submission-dialog';
import { useFilterDraft } from './hooks/use-filter-draft';

const typeOptions = inboxTypes.map((value) => ({ value, label: inboxTypeLabels[value] }));
const statusOptions = inboxStatuses.map((value) => ({ value, label: inboxStatusLabels[value] }));

const pageCount = (list: InboxListResponse) => Math.max(1, Math.ceil(list.total / list.pageSize));

function firstLine(text: string, max = 140): string {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function AdminSubmissionsPage() {
  useDocumentTitle('Submissions');
  // The applied filter and page live in the address: links (the dashboard's counts) and reloads keep them.
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, page } = inboxFilterFromParams(searchParams);
  const show = (next: InboxFilterForm, nextPage = 1) =>
    setSearchParams(inboxSearchParams(next, nextPage), { replace: true });
  const { draft: form, set, apply, clear } = useFilterDraft(filter, emptyInboxFilter, show);
  const [open, setOpen] = useState<InboxSubmission>();
  const inbox = useAdminSubmissions(filter, page);

  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Submissions">
        Messages from the contact form and recruitment enquiries from employers and candidates. Open one to
        read it, approve a recruitment enquiry, set where the team is with it and keep internal notes.
      </AdminPageHeader>

      <AdminFilterForm
        label="Filter submissions"
        onApply={apply}
        onClear={clear}
        actions={
          <a href={inboxExportHref(filter)} download className={buttonClasses('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV of these submissions
          </a>
        }
      >
        <TextField
          label="Search"
          type="search"
          name="q"
          placeholder="Name, e-mail, organisation or text"
          className="sm:col-span-2 lg:col-span-1"
          value={form.q}
          onChange={(event) => set('q')(event.target.value)}
        />
        <AdminSelectField
          label="Type"
          name="type"
          value={form.type}
          emptyLabel="All types"
          options={typeOptions}
          onChange={set('type')}
        />
        <AdminSelectField
          label="Status"
          name="status"
          value={form.status}
          emptyLabel="Any status"
          options={statusOptions}
          onChange={set('status')}
        />
        <TextField
          label="Received from"
          type="date"
          name="from"
          value={form.from}
          onChange={(event) => set('from')(event.target.value)}
        />
        <TextField
          label="Received to"
          type="date"
          name="to"
          value={form.to}
          onChange={(event) => set('to')(event.target.value)}
        />
      </AdminFilterForm>

      <AdminPagedList
        query={inbox}
        loadingText="Loading submissions..."
        failedText="Failed to load submissions."
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState icon={Inbox}>No submissions match these filters.</EmptyState>}
        summary={(data) => {
          const pages = pageCount(data);
          return `${data.total === 1 ? '1 submission' : `${data.total} submissions`}${pages > 1 ? `, page ${page} of ${pages}` : ''}`;
        }}
        pagerLabel="Pages of submissions"
        pageState={(data) => {
          const pages = pageCount(data);
          return { page, pages, hasMore: page < pages };
        }}
        onPage={(next) => show(filter, next)}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.submissions.map((submission) => (
              <li key={`${submission.kind}-${submission.id}`}>
                <article className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-2">
                    <h2 className="break-words font-semibold text-lg text-slate-900">{submission.name}</h2>
                    <div className="flex flex-wrap gap-2">
                      <SubmissionTypeBadge type={submission.type} />
                      <SubmissionStatusBadge status={submission.status} />
                      {submission.approved ? <SubmissionApprovedBadge /> : null}
                    </div>
                    <p className="break-words text-slate-700 text-sm">
                      {[submission.email, submission.organisation].filter(Boolean).join(' · ')}
                    </p>
                    <p className="break-words text-slate-600 text-sm">{firstLine(submission.message)}</p>
                    <p className="text-slate-500 text-xs">Received {formatDateTime(submission.createdAt)}</p>
                  </div>
                  <Button variant="secondary" className="shrink-0" onClick={() => setOpen(submission)}>
                    Open<span className="sr-only"> submission from {submission.name}</span>
                  </Button>
                </article>
              </li>
            ))}
          </ul>
        )}
      </AdminPagedList>

      {open ? (
        <SubmissionDialog
          key={`${open.kind}-${open.id}`}
          submission={open}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </Container>
  );
}
