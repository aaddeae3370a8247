import {
  type EmployerOpportunity,
  employerMoves,
  formatPounds,
  type OpportunityStatus,
  pipelineMoves,
} from '../../../../shared/marketplace/opportunity.schemas';

/**
 * The success fee with how it is reached ('14 % of £450 a day × 3 days a week × 26 weeks (78 days) =
 * £4,914'); once placed, the fee recorded for invoicing, and the computed one beside it when our team
 * adjusted it.
 */
export function feeFact(opportunity: Pick<EmployerOpportunity, 'feeBasis' | 'feePence' | 'placedFeePence'>): {
  term: string;
  text: string;
} {
  if (opportunity.placedFeePence === null)
    return { term: 'Success fee on placement', text: opportunity.feeBasis };
  if (opportunity.placedFeePence === opportunity.feePence)
    return { term: 'Success fee', text: opportunity.feeBasis };
  return {
    term: 'Success fee',
    text: `${formatPounds(opportunity.placedFeePence)}, adjusted by our team (computed: ${opportunity.feeBasis})`,
  };
}

/** The stages an employer may move an opportunity to now (our team makes every other move). */
export function employerMovesFrom(status: OpportunityStatus): OpportunityStatus[] {
  return employerMoves.filter((next) => pipelineMoves[status]?.includes(next));
}

/** An application still being reviewed is declined, not closed (the applicants page offers that). */
export function employerMovesFor(
  opportunity: Pick<EmployerOpportunity, 'status' | 'application'>,
): OpportunityStatus[] {
  const moves = employerMovesFrom(opportunity.status);
  return opportunity.application && opportunity.status === 'approved'
    ? moves.filter((move) => move !== 'closed')
    : moves;
}

/** Ended without the professional's live approval: the employer sees the status and nothing more. */
const closedToEmployer: readonly OpportunityStatus[] = ['declined', 'expired', 'withdrawn'];
export function showsCandidate(opportunity: Pick<EmployerOpportunity, 'status'>): boolean {
  return !closedToEmployer.includes(opportunity.status);
}
