import { Check, Undo2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CandidateOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import { locumTermsText } from '../../../../shared/marketplace/success-fee';
import { ukLongDate } from '../../../../shared/validation/uk-day';
import { OpportunityCard, type OpportunityFact } from '../../../components/opportunities/opportunity-card';
import { employmentTypeText, payText, roleNameOf } from '../../../components/opportunities/opportunity-facts';
import { OpportunityTimeline } from '../../../components/opportunities/opportunity-timeline';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApproveOpportunity } from '../api/approve-opportunity';
import { useDeclineOpportunity } from '../api/decline-opportunity';
import { useWithdrawApproval } from '../api/withdraw-approval';
import { canWithdraw } from '../model/opportunity-display';
import { canAnswer } from '../model/opportunity-glance';
import { ApproveOpportunityDialog } from './approve-opportunity-dialog';
import { DeclineOpportunityDialog } from './decline-opportunity-dialog';

type Asking = 'approve' | 'decline' | 'withdraw' | undefined;

/** One opportunity of the inbox: its terms, status, answer buttons and timeline. */
export function CandidateOpportunityCard({ opportunity }: { opportunity: CandidateOpportunity }) {
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

  const facts: OpportunityFact[] = [
    ['Organisation', organisationName],
    ...(opportunity.vacancy ? [['Job', opportunity.vacancy.title] as const] : []),
    ['Role', role],
    ['Employment type', employmentTypeText(opportunity.employmentType)],
    ['Pay', payText(opportunity)],
    ['Hours', opportunity.hours],
    ...(opportunity.locumTerms ? [['Locum terms', locumTermsText(opportunity.locumTerms)] as const] : []),
    ['Start date', ukLongDate(opportunity.startDate)],
    ['Location', opportunity.location],
  ];

  return (
    // h3: under the page's h2 for its list.
    <OpportunityCard
      audience="candidate"
      status={status}
      headingLevel={3}
      headingRef={heading}
      title={`${role} with ${organisationName}`}
      subtitle={
        canAnswer(status) ? (
          <p className="font-medium text-amber-900 text-sm">Answer by {ukLongDate(opportunity.expiresAt)}</p>
        ) : null
      }
      statusPrefix="Status: "
      facts={facts}
    >
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
      <OpportunityTimeline
        entries={opportunity.timeline}
        audience="candidate"
        organisationName={organisationName}
        headingLevel={4}
      />
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
    </OpportunityCard>
  );
}
