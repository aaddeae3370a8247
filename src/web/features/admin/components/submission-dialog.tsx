import { useEffect, useId, useRef, useState } from 'react';
import { consultationTypeLabels } from '../../../../shared/submissions/submission.schemas';
import type { InboxSubmission } from '../../../../shared/submissions/submissions-inbox.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/uk-dates';
import { useChangeSubmission } from '../api/admin-submissions';
import { SubmissionApprovedBadge, SubmissionStatusBadge, SubmissionTypeBadge } from './submission-badges';
import { SubmissionNotesForm, SubmissionStatusForm } from './submission-forms';

const employmentLabels: Record<string, string> = { substantive: 'Substantive', sessional: 'Sessional' };

function detailsOf(submission: InboxSubmission): [string, string][] {
  const rows: [string, string | null][] = [
    ['Received', formatDateTime(submission.createdAt)],
    ['E-mail', submission.email],
    ['Phone', submission.phone],
    ['Organisation', submission.organisation],
    [
      'Consultation type',
      submission.consultationType ? consultationTypeLabels[submission.consultationType] : null,
    ],
    ['Role', submission.role],
    ['Location', submission.location],
    ['Salary', submission.salary],
    [
      'Employment type',
      submission.employmentType ? (employmentLabels[submission.employmentType] ?? null) : null,
    ],
    ['Handled', submission.handledAt ? formatDateTime(submission.handledAt) : null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

interface SubmissionDialogProps {
  submission: InboxSubmission;
  onClose: () => void;
}

export function SubmissionDialog({ submission: initial, onClose }: SubmissionDialogProps) {
  const titleId = useId();
  const [submission, setSubmission] = useState(initial);
  const [confirmingApproval, setConfirmingApproval] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; message: string }>();
  // The approval buttons come and go: focus goes where the admin's next step is, never to the page.
  const approveRef = useRef<HTMLButtonElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const [focusAfter, setFocusAfter] = useState<'approve' | 'feedback'>();
  useEffect(() => {
    if (focusAfter === 'approve') approveRef.current?.focus();
    if (focusAfter === 'feedback') feedbackRef.current?.focus();
    setFocusAfter(undefined);
  }, [focusAfter]);
  const change = useChangeSubmission();

  const run = async (action: () => Promise<InboxSubmission>, done: string) => {
    setFeedback(undefined);
    try {
      const updated = await action();
      setSubmission(updated);
      setFeedback({ tone: 'success', message: done });
    } catch (error) {
      setFeedback({ tone: 'error', message: `That did not work: ${errorMessageOf(error)}` });
    }
  };
  const target = { kind: submission.kind, id: submission.id };

  return (
    <Dialog labelledBy={titleId} onDismiss={change.isPending ? undefined : onClose} className="max-w-2xl">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h2 id={titleId} className="break-words font-semibold text-xl">
            {submission.name}
          </h2>
          <div className="flex flex-wrap gap-2">
            <SubmissionTypeBadge type={submission.type} />
            <SubmissionStatusBadge status={submission.status} />
            {submission.approved ? <SubmissionApprovedBadge /> : null}
          </div>
        </div>

        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {detailsOf(submission).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>

        <section aria-label={submission.kind === 'contact' ? 'Message' : 'Description'}>
          <h3 className="font-semibold text-slate-900 text-sm">
            {submission.kind === 'contact' ? 'Message' : 'Description'}
          </h3>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-900 text-sm">
            {submission.message}
          </p>
        </section>

        {submission.kind === 'recruitment' && !submission.approved ? (
          <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
            {confirmingApproval ? (
              <>
                <p className="text-slate-900 text-sm">
                  Approve this recruitment submission? Approval cannot be undone here.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    disabled={change.isPending}
                    onClick={() =>
                      void run(
                        () => change.mutateAsync({ action: 'approve', ...target }),
                        'Submission approved.',
                      ).then(() => {
                        setConfirmingApproval(false);
                        setFocusAfter('feedback');
                      })
                    }
                  >
                    Yes, approve
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={change.isPending}
                    autoFocus
                    onClick={() => {
                      setConfirmingApproval(false);
                      setFocusAfter('approve');
                    }}
                  >
                    Cancel
                  </Button>
                </div>
              </>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-slate-700 text-sm">Not approved yet.</p>
                <Button
                  ref={approveRef}
                  onClick={() => setConfirmingApproval(true)}
                  disabled={change.isPending}
                >
                  Approve
                </Button>
              </div>
            )}
          </div>
        ) : null}

        <SubmissionStatusForm
          saved={submission.status}
          busy={change.isPending}
          onSave={(status) =>
            void run(() => change.mutateAsync({ action: 'status', ...target, status }), 'Status updated.')
          }
        />
        <SubmissionNotesForm
          saved={submission.internalNotes}
          busy={change.isPending}
          onSave={(notes) =>
            void run(() => change.mutateAsync({ action: 'notes', ...target, notes }), 'Notes saved.')
          }
        />

        <div
          ref={feedbackRef}
          tabIndex={-1}
          className="focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {feedback ? <FormAlert tone={feedback.tone} message={feedback.message} /> : null}
        </div>

        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
