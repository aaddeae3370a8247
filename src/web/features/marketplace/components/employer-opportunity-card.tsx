import { ChevronDown, ChevronUp, MessagesSquare, XCircle } from 'lucide-react';
import { type ReactNode, type Ref, useId, useState } from 'react';
import { Link } from 'react-router';
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
import { employerMovesFor, feeFact, showsCandidate } from '../model/opportunity-display';
import { vacancyPath } from '../model/vacancy-display';
import { RevealedCandidateDetails } from './revealed-candidate';

interface EmployerOpportunityCardProps {
  opportunity: EmployerOpportunity;
  /** Its heading, when the page names each card by whom it concerns (an applicant); else the role. */
  title?: string | undefined;
  /** The stage in the organisation's words, for an application ('Shortlisted'). */
  stage?: string | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
  initiallyExpanded?: boolean;
  /** What the page adds to the card's own buttons (an application's decisions and their dialogs). */
  actions?: ReactNode;
}

/** One opportunity: its stage, the offer, and (expanded) the professional, the terms and the timeline. */
export function EmployerOpportunityCard({
  opportunity,
  title,
  stage,
  headingRef,
  initiallyExpanded = false,
  actions,
}: EmployerOpportunityCardProps) {
  const headingId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const [confirmClose, setConfirmClose] = useState(false);
  const move = useMoveOpportunity();
  const moves = employerMovesFor(opportunity);
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
    [opportunity.application ? 'Applied' : 'Sent', formatDay(opportunity.createdAt)],
    ...(opportunity.status === 'sent' ? [['Answer due by', formatDay(opportunity.expiresAt)] as const] : []),
    [fee.term, fee.text],
    ...(opportunity.vacancy
      ? [
          [
            'Vacancy',
            <Link key="vacancy" to={vacancyPath(opportunity.vacancy.id)} className="underline">
              {opportunity.vacancy.title}
            </Link>,
          ] as const,
        ]
      : []),
  ];
  const terms: OpportunityFact[] = [
    ['Location', opportunity.location],
    ['Sessions or hours', opportunity.hours],
    ...(opportunity.locumTerms ? [['Locum terms', locumTermsText(opportunity.locumTerms)] as const] : []),
    ['Start date', formatDay(opportunity.startDate)],
    ...(opportunity.message
      ? [[opportunity.application ? 'Cover note' : 'Your message', opportunity.message] as const]
      : []),
  ];

  return (
    // h2: the page has no other level between its h1 and the cards.
    <OpportunityCard
      audience="employer"
      status={opportunity.status}
      headingLevel={2}
      headingId={headingId}
      headingRef={headingRef}
      title={title ?? roleName}
      stage={stage}
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
        {actions}
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
          <OpportunityTimeline
            entries={opportunity.timeline}
            audience="employer"
            application={opportunity.application !== null}
            headingLevel={3}
          />
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
