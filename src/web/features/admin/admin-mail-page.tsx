import { CircleCheck, Clock, type LucideIcon, Mail, MailX, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminMailMessage,
  type MailStatus,
  mailStatuses,
  mailStatusLabels,
} from '../../../shared/admin/mail.schemas';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { errorMessageOf } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { formatDateTime } from '../../lib/uk-dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminMail, useRetryMail } from './api/admin-mail';
import { AdminPageHeader } from './components/admin-page-header';
import { AdminPagedList } from './components/admin-paged-list';
import { AdminSelectField } from './components/admin-select-field';

const statusOptions = mailStatuses.map((value) => ({ value, label: mailStatusLabels[value] }));
const statusLooks: Record<MailStatus, { icon: LucideIcon; classes: string }> = {
  queued: { icon: Clock, classes: 'border-sky-300 bg-sky-50 text-sky-900' },
  sending: { icon: Send, classes: 'border-amber-300 bg-amber-50 text-amber-900' },
  sent: { icon: CircleCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  dead: { icon: MailX, classes: 'border-red-300 bg-red-50 text-red-900' },
};

const emptyTexts: Record<MailStatus, string> = {
  queued: 'No messages are waiting to be sent.',
  sending: 'No messages are being sent right now.',
  sent: 'No messages have been sent yet.',
  dead: 'There are no dead letters.',
};

function MailStatusBadge({ status }: { status: MailStatus }) {
  const { icon: Icon, classes } = statusLooks[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-sm ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {mailStatusLabels[status]}
    </span>
  );
}

function MailCard({ message, onRetry }: { message: AdminMailMessage; onRetry: () => void }) {
  const rows: [string, string][] = [
    ['To', message.recipient],
    ['Template', message.template],
    ['Attempts', String(message.attempts)],
    ['Queued', formatDateTime(message.createdAt)],
    ['Sent', message.sentAt ? formatDateTime(message.sentAt) : '—'],
  ];
  if (message.status === 'queued') rows.push(['Next attempt', formatDateTime(message.nextAttemptAt)]);
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="break-words font-semibold text-lg text-slate-900">{message.subject}</h2>
          <div>
            <MailStatusBadge status={message.status} />
          </div>
        </div>
        {message.status === 'dead' ? (
          <Button variant="secondary" className="shrink-0" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Retry<span className="sr-only"> the message to {message.recipient}</span>
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
        {message.lastError ? (
          <div className="contents">
            <dt className="text-slate-500">Last error</dt>
            <dd className="break-words font-mono text-red-900 text-xs leading-5">{message.lastError}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}

/** Bodies are never shown: they hold one-time links. */
export function AdminMailPage() {
  useDocumentTitle('Mail');
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = useState(1);
  const [retrying, setRetrying] = useState<AdminMailMessage>();
  const mail = useAdminMail(status, page);
  const retry = useRetryMail();

  const confirmRetry = () => {
    if (!retrying) return;
    retry.mutate(retrying.id, {
      onSuccess: () => notify.success('Message queued again', { description: retrying.recipient }),
      onError: (error) => notify.error('Failed to retry message', { description: errorMessageOf(error) }),
      onSettled: () => setRetrying(undefined),
    });
  };

  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Mail">
        Every e-mail the platform sends goes through this queue. A dead letter is a message that failed too
        many times; retry it once the problem is fixed. Message texts are not shown because they contain
        one-time sign-in and reset links.
      </AdminPageHeader>

      <search className="max-w-xs">
        <AdminSelectField
          label="Status"
          name="status"
          value={status}
          emptyLabel="Any status"
          options={statusOptions}
          onChange={(value) => {
            setStatus(mailStatuses.find((choice) => choice === value) ?? '');
            setPage(1);
          }}
        />
      </search>

      <AdminPagedList
        query={mail}
        loadingText="Loading mail..."
        failedText="Failed to load mail."
        isEmpty={(data) => data.messages.length === 0}
        empty={<EmptyState icon={Mail}>{status ? emptyTexts[status] : 'No messages yet.'}</EmptyState>}
        summary={(data) =>
          `${data.messages.length === 1 ? '1 message' : `${data.messages.length} messages`} on page ${data.page}`
        }
        pagerLabel="Pages of mail"
        pageState={(data) => ({ page, hasMore: data.hasMore })}
        onPage={setPage}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.messages.map((message) => (
              <li key={message.id}>
                <MailCard message={message} onRetry={() => setRetrying(message)} />
              </li>
            ))}
          </ul>
        )}
      </AdminPagedList>

      {retrying ? (
        <ConfirmDialog
          title="Retry this message?"
          description={`The message to ${retrying.recipient} goes back to the queue and is sent again, starting from the first attempt.`}
          confirmLabel="Retry"
          busy={retry.isPending}
          onConfirm={confirmRetry}
          onCancel={() => setRetrying(undefined)}
        />
      ) : null}
    </Container>
  );
}
