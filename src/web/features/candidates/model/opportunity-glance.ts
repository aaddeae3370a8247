import type {
  CandidateOpportunity,
  OpportunityStatus,
} from '../../../../shared/marketplace/opportunity.schemas';

/* Only types come from the shared schemas, so the dashboard does not load zod. */

/** Only an unanswered opportunity (not yet expired) can be approved or declined. */
export const canAnswer = (status: OpportunityStatus) => status === 'sent';

/** Null when none is waiting. */
export function awaitingAnswer(
  opportunities: readonly Pick<CandidateOpportunity, 'status' | 'expiresAt'>[],
): { count: number; answerBy: string } | null {
  const waiting = opportunities.filter((opportunity) => canAnswer(opportunity.status));
  const [first, ...rest] = waiting.map((opportunity) => opportunity.expiresAt).sort();
  if (!first) return null;
  return { count: rest.length + 1, answerBy: first };
}
