import { ChevronDown, ChevronUp, MessagesSquare, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import {
  type EmployerOpportunity,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.schemas';
import { locumTermsText } from '../../../../shared/marketplace/success-fee';
import { FormAlert } from '../../../components/form/form-alert';
import {
  OpportunityCard,
  type OpportunityFact,
  OpportunityFacts,
} from '../../../components/opportunities/opportunity-card';
import { employmentTypeText, payText } from '../../../components/opportunities/opportunity-facts';
import { OpportunityTimeline } from '../../../components/opportunities/opportunity-timeline';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatDay } from '../../../lib/uk-dates';
import { useMoveOpportunity } from '../api/move-opportunity';
import { experienceText, locationText, roleTitle } from '../model/candidate-display';
import { employerMovesFrom, feeFact, showsCandidate } from '../model/opportunity-display';
import { RevealedCandidateDetails } from './revealed-candidate';

/** One opportunity: its stage, the offer, and (expanded) the professional, the terms and the timeline. */
export function EmployerOpportunityCard({ opportunity }: { opportunity: EmployerOpportunity }) {
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

  const facts: OpportunityFact[] = [
    ['Sent', formatDay(opportunity.createdAt)],
    ...(opportunity.status === 'sent' ? [['Answer due by', formatDay(opportunity.expiresAt)] as const] : []),
    [fee.term, fee.text],
  ];
  const terms: OpportunityFact[] = [
    ['Location', opportunity.location],
    ['Sessions or hours', opportunity.hours],
    ...(opportunity.locumTerms ? [['Locum terms', locumTermsText(opportunity.locumTerms)] as const] : []),
    ['Start date', formatDay(opportunity.startDate)],
    ...(opportunity.message ? [['Your message', opportunity.message] as const] : []),
  ];

  return (
    // h2: the page has no other level between its h1 and the cards.
    <OpportunityCard
      audience="employer"
      status={opportunity.status}
      headingLevel={2}
      headingId={headingId}
      title={roleName}
      subtitle={
        <p className="text-slate-600 text-sm">
          {employmentTypeText(opportunity.employmentType)} · {payText(opportunity)}
        </p>
      }
      facts={facts}
    >
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
          <OpportunityFacts facts={terms} />
          <OpportunityTimeline entries={opportunity.timeline} audience="employer" headingLevel={3} />
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
    </OpportunityCard>
  );
}
