import {
  type EmployerOpportunity,
  employerMoves,
  formatPounds,
  type OpportunityStatus,
  type PayBasis,
  pipelineMoves,
} from '../../../../shared/marketplace/opportunity.schemas';

export function payText(payBasis: PayBasis, payAmountPence: number): string {
  return `${formatPounds(payAmountPence)} ${payBasis === 'annual_salary' ? 'a year' : 'a day'}`;
}

/** Once placed, the fee recorded for invoicing, with the computed one beside it when our team adjusted it. */
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

/** Ended without the professional's live approval: the employer sees the status and nothing more. */
const closedToEmployer: readonly OpportunityStatus[] = ['declined', 'expired', 'withdrawn'];
export function showsCandidate(opportunity: Pick<EmployerOpportunity, 'status'>): boolean {
  return !closedToEmployer.includes(opportunity.status);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date ('2027-01-04' → '4 Jan 2027'), the same day in every time zone. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentFormat.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
