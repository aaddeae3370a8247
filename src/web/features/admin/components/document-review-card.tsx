import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { AdminDocument } from '../../../../shared/admin/documents.schemas';
import { documentTypeLabels, registrationBodyLabels } from '../../../../shared/candidates/uploads';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { type DocumentDecision, useDecideDocument } from '../api/admin-documents';
import { DocumentRejectDialog } from './document-reject-dialog';
import { DocumentStatusBadge } from './document-status-badge';

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export function formatDay(day: string | null): string {
  return day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : 'Not given';
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
};

export function DocumentReviewCard({ document }: { document: AdminDocument }) {
  const headingId = useId();
  const [deciding, setDeciding] = useState<DocumentDecision>();
  const decide = useDecideDocument();
  const label = documentTypeLabels[document.documentType];

  // mutateAsync: the card may leave the list when the refreshed queue drops it; the toast still shows.
  const run = async (decision: DocumentDecision, reason?: string) => {
    try {
      await decide.mutateAsync({ id: document.id, decision, reason });
      notify.success(decision === 'verify' ? 'Document verified' : 'Document rejected', {
        description: `${label} — ${document.candidateName}`,
      });
      setDeciding(undefined);
    } catch (error) {
      notify.error(
        decision === 'verify' ? 'Could not verify the document' : 'Could not reject the document',
        {
          description: errorMessageOf(error),
        },
      );
      // The reason dialog stays open with the reason typed, so the admin can try again.
      if (decision === 'verify') setDeciding(undefined);
    }
  };

  const rows: [string, ReactNode][] = [
    ['Candidate', `${document.candidateName} (${document.candidateEmail})`],
    ['Uploaded', timeFormat.format(new Date(document.uploadedAt))],
    ['Issued', formatDay(document.issueDate)],
    ['Expires', formatDay(document.expiryDate)],
  ];
  if (document.registrationBody) {
    rows.push([
      'Registration',
      `${registrationBodyLabels[document.registrationBody]} ${document.registrationNumber ?? ''}`.trim(),
    ]);
  }
  if (document.reviewedAt) {
    rows.push([
      'Last decision',
      `${timeFormat.format(new Date(document.reviewedAt))}${document.reviewerName ? ` by ${document.reviewerName}` : ''}`,
    ]);
  }
  if (document.rejectionReason) rows.push(['Reason given', document.rejectionReason]);

  const canVerify = document.status === 'pending' || document.status === 'rejected';
  const canReject = document.status === 'pending' || document.status === 'verified';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="break-words font-semibold text-lg text-slate-900">
          {label} — {document.candidateName}
        </h2>
        <DocumentStatusBadge status={document.status} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={document.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-brand-800 text-sm underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open document
          <span className="sr-only">
            {' '}
            {label} of {document.candidateName}
          </span>{' '}
          ({typeNames[document.contentType] ?? 'file'}, {formatSize(document.sizeBytes)})
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {canVerify ? (
          <Button onClick={() => setDeciding('verify')} disabled={decide.isPending}>
            Verify
            <span className="sr-only">
              {' '}
              {label} of {document.candidateName}
            </span>
          </Button>
        ) : null}
        {canReject ? (
          <Button variant="destructive" onClick={() => setDeciding('reject')} disabled={decide.isPending}>
            Reject
            <span className="sr-only">
              {' '}
              {label} of {document.candidateName}
            </span>
          </Button>
        ) : null}
      </div>
      {deciding === 'verify' ? (
        <ConfirmDialog
          title={`Verify ${label}?`}
          description={`You have checked ${document.candidateName}’s ${label.toLowerCase()} and its details. They will be told it is verified.`}
          confirmLabel="Verify document"
          busy={decide.isPending}
          onConfirm={() => void run('verify')}
          onCancel={() => setDeciding(undefined)}
        />
      ) : null}
      {deciding === 'reject' ? (
        <DocumentRejectDialog
          documentLabel={label}
          candidateName={document.candidateName}
          busy={decide.isPending}
          onConfirm={(reason) => void run('reject', reason)}
          onCancel={() => setDeciding(undefined)}
        />
      ) : null}
    </article>
  );
}
