import { Check, Undo2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type {
  CandidateOpportunity,
  OpportunityStatus,
} from '../../../../shared/marketplace/opportunity.schemas';
import { locumTermsText } from '../../../../shared/marketplace/success-fee';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApproveOpportunity } from '../api/approve-opportunity';
import { useDeclineOpportunity } from '../api/decline-opportunity';
import { useWithdrawApproval } from '../api/withdraw-approval';
import {
  canWithdraw,
  employmentTypeText,
  payText,
  roleNameOf,
  statusText,
} from '../model/opportunity-display';
import { canAnswer } from '../model/opportunity-glance';
import { dateText } from '../model/uk-dates';
import { ApproveOpportunityDialog } from './approve-opportunity-dialog';
import { DeclineOpportunityDialog } from './decline-opportunity-dialog';
import { OpportunityTimeline } from './opportunity-timeline';

const statusClasses: Partial<Record<OpportunityStatus, string>> = {
  sent: 'bg-amber-50 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-900',
  introduced: 'bg-emerald-50 text-emerald-900',
  interviewing: 'bg-emerald-50 text-emerald-900',
  placed: 'bg-emerald-50 text-emerald-900',
};

type Asking = 'approve' | 'decline' | 'withdraw' | undefined;

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="text-slate-600 text-sm">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function OpportunityCard({ opportunity }: { opportunity: CandidateOpportunity }) {
  const titleId = useId();
  const timelineId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<Asking>();
  const approve = useApproveOpportunity();
  const decline = useDeclineOpportunity();
  const withdraw = useWithdrawApproval();
  const role = roleNameOf(opportunity.role);
  const { organisationName, status } = opportunity;

  const close = () => {
    setAsking(undefined);
    approve.reset();
    decline.reset();
  };
  // The button that opened the dialog is gone once answered: focus goes to the card's heading.
  const done = (message: string) => {
    setAsking(undefined);
    notify.success(message);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} ref={heading} tabIndex={-1} className="font-semibold text-lg text-slate-900">
            {role} with {organisationName}
          </h3>
          {canAnswer(status) ? (
            <p className="font-medium text-amber-900 text-sm">Answer by {dateText(opportunity.expiresAt)}</p>
          ) : null}
        </div>
        <p
          className={`rounded-full px-3 py-1 font-semibold text-sm ${statusClasses[status] ?? 'bg-slate-100 text-slate-800'}`}
        >
          <span className="sr-only">Status: </span>
          {statusText(status)}
        </p>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Organisation">{organisationName}</Detail>
        <Detail term="Role">{role}</Detail>
        <Detail term="Employment type">{employmentTypeText(opportunity.employmentType)}</Detail>
        <Detail term="Pay">{payText(opportunity)}</Detail>
        <Detail term="Hours">{opportunity.hours}</Detail>
        {opportunity.locumTerms ? (
          <Detail term="Locum terms">{locumTermsText(opportunity.locumTerms)}</Detail>
        ) : null}
        <Detail term="Start date">{dateText(opportunity.startDate)}</Detail>
        <Detail term="Location">{opportunity.location}</Detail>
      </dl>
      {opportunity.message ? (
        <div className="rounded-md bg-slate-50 p-4">
          <p className="font-medium text-slate-900 text-sm">Message from {organisationName}</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{opportunity.message}</p>
        </div>
      ) : null}
      {status === 'declined' && opportunity.declineReason ? (
        <p className="break-words text-slate-700 text-sm">Your reason: {opportunity.declineReason}</p>
      ) : null}
      {canAnswer(status) || canWithdraw(status) ? (
        <div className="flex flex-wrap gap-3">
          {canAnswer(status) ? (
            <>
              <Button onClick={() => setAsking('approve')}>
                <Check aria-hidden="true" className="size-4" />
                Approve
              </Button>
              <Button variant="secondary" onClick={() => setAsking('decline')}>
                <X aria-hidden="true" className="size-4" />
                Decline
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setAsking('withdraw')}>
              <Undo2 aria-hidden="true" className="size-4" />
              Withdraw approval
            </Button>
          )}
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <h4 id={timelineId} className="font-semibold text-slate-900 text-sm">
          Timeline
        </h4>
        <OpportunityTimeline opportunity={opportunity} labelledBy={timelineId} />
      </div>
      {asking === 'approve' ? (
        <ApproveOpportunityDialog
          opportunity={opportunity}
          busy={approve.isPending}
          error={approve.error ? errorMessageOf(approve.error) : undefined}
          onCancel={close}
          onConfirm={() => approve.mutate(opportunity.id, { onSuccess: () => done('Opportunity approved') })}
        />
      ) : null}
      {asking === 'decline' ? (
        <DeclineOpportunityDialog
          organisationName={organisationName}
          busy={decline.isPending}
          error={decline.error ? errorMessageOf(decline.error) : undefined}
          onCancel={close}
          onConfirm={(reason) =>
            decline.mutate({ id: opportunity.id, reason }, { onSuccess: () => done('Opportunity declined') })
          }
        />
      ) : null}
      {asking === 'withdraw' ? (
        <ConfirmDialog
          title="Withdraw your approval?"
          description={`${organisationName} will no longer see your name, contact details, photo, CV or video introduction. Their access ends at once.`}
          confirmLabel="Withdraw approval"
          destructive
          busy={withdraw.isPending}
          onCancel={() => setAsking(undefined)}
          onConfirm={() =>
            withdraw.mutate(opportunity.id, {
              onSuccess: () => done('Approval withdrawn'),
              onError: (error) => {
                setAsking(undefined);
                notify.error('Failed to withdraw the approval', { description: errorMessageOf(error) });
              },
            })
          }
        />
      ) : null}
    </article>
  );
}
