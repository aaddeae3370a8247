import { ChevronDown, ChevronUp, MessagesSquare, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import {
  type EmployerOpportunity,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.schemas';
import { locumTermsText } from '../../../../shared/marketplace/success-fee';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useMoveOpportunity } from '../api/move-opportunity';
import { experienceText, locationText, roleTitle } from '../model/candidate-display';
import {
  employerMovesFrom,
  feeFact,
  formatDate,
  formatDay,
  payText,
  showsCandidate,
} from '../model/opportunity-display';
import { OpportunityStatusBadge } from './opportunity-status-badge';
import { OpportunityTimeline } from './opportunity-timeline';
import { RevealedCandidateDetails } from './revealed-candidate';

const employmentTypeLabels = { permanent: 'Permanent', locum: 'Locum' } as const;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-medium text-slate-900 sm:w-40">{term}</dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </div>
  );
}

export function OpportunityCard({ opportunity }: { opportunity: EmployerOpportunity }) {
  const headingId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const move = useMoveOpportunity();
  const moves = employerMovesFrom(opportunity.status);
  const roleName = arrsRoleName(opportunity.role) ?? opportunity.role;
  const fee = feeFact(opportunity);

  const moveTo = (status: 'interviewing' | 'closed') =>
    move.mutate(
      { id: opportunity.id, status },
      {
        onSuccess: (saved) => {
          setConfirmClose(false);
          notify.success(`Opportunity moved to ${opportunityStatusLabels[saved.status].toLowerCase()}`);
        },
        onError: (error) => {
          setConfirmClose(false);
          notify.error(errorMessageOf(error));
        },
      },
    );

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-semibold text-lg text-slate-900">
            {roleName}
          </h2>
          <p className="text-slate-600 text-sm">
            {employmentTypeLabels[opportunity.employmentType]} ·{' '}
            {payText(opportunity.payBasis, opportunity.payAmountPence)}
          </p>
        </div>
        <OpportunityStatusBadge status={opportunity.status} />
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        <Fact term="Sent">{formatDate(opportunity.createdAt)}</Fact>
        {opportunity.status === 'sent' ? (
          <Fact term="Answer due by">{formatDate(opportunity.expiresAt)}</Fact>
        ) : null}
        <Fact term={fee.term}>{fee.text}</Fact>
      </dl>
      {move.isError ? <FormAlert message={errorMessageOf(move.error)} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-describedby={headingId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          {expanded ? 'Hide details' : 'Show details'}
        </Button>
        {moves.includes('interviewing') ? (
          <Button variant="secondary" disabled={move.isPending} onClick={() => moveTo('interviewing')}>
            <MessagesSquare aria-hidden="true" className="size-4" />
            Mark as interviewing
          </Button>
        ) : null}
        {moves.includes('closed') ? (
          <Button variant="secondary" disabled={move.isPending} onClick={() => setConfirmClose(true)}>
            <XCircle aria-hidden="true" className="size-4" />
            Close
          </Button>
        ) : null}
      </div>
      {expanded ? (
        <div id={detailsId} className="flex flex-col gap-5 border-slate-100 border-t pt-4">
          {opportunity.revealed ? <RevealedCandidateDetails revealed={opportunity.revealed} /> : null}
          {!opportunity.revealed && showsCandidate(opportunity) && opportunity.candidate ? (
            <p className="text-slate-700 text-sm">
              For a {roleTitle(opportunity.candidate)} (
              {experienceText(opportunity.candidate.experienceBand).toLowerCase()},{' '}
              {locationText(opportunity.candidate)}). Their name and contact details are shared with you if
              they approve.
            </p>
          ) : null}
          <dl className="flex flex-col gap-1.5 text-sm">
            <Fact term="Location">{opportunity.location}</Fact>
            <Fact term="Sessions or hours">{opportunity.hours}</Fact>
            {opportunity.locumTerms ? (
              <Fact term="Locum terms">{locumTermsText(opportunity.locumTerms)}</Fact>
            ) : null}
            <Fact term="Start date">{formatDay(opportunity.startDate)}</Fact>
            {opportunity.message ? <Fact term="Your message">{opportunity.message}</Fact> : null}
          </dl>
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold text-slate-900">Timeline</h3>
            <OpportunityTimeline timeline={opportunity.timeline} />
          </section>
        </div>
      ) : null}
      {confirmClose ? (
        <ConfirmDialog
          title={`Close the ${roleName} opportunity?`}
          description="It moves to Closed and leaves your pipeline. This cannot be undone."
          confirmLabel="Close opportunity"
          destructive
          busy={move.isPending}
          onConfirm={() => moveTo('closed')}
          onCancel={() => setConfirmClose(false)}
        />
      ) : null}
    </article>
  );
}
