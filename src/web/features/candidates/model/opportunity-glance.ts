import type {
  CandidateOpportunity,
  OpportunityStatus,
} from '../../../../shared/marketplace/opportunity.schemas';

/*
 * What the candidate's dashboard reads of their opportunities. Only types come from the shared schemas,
 * so the dashboard does not load zod (the opportunities page, loaded on demand, does).
 */

/** Only an unanswered opportunity (not yet expired) can be approved or declined. */
export const canAnswer = (status: OpportunityStatus) => status === 'sent';

/**
 * The opportunities still waiting for the candidate's answer, and the earliest date one must be answered
 * by (each expires unanswered after its answer window); null when none is waiting.
 */
export function awaitingAnswer(
  opportunities: readonly Pick<CandidateOpportunity, 'status' | 'expiresAt'>[],
): { count: number; answerBy: string } | null {
  const waiting = opportunities.filter((opportunity) => canAnswer(opportunity.status));
  const [first, ...rest] = waiting.map((opportunity) => opportunity.expiresAt).sort();
  if (!first) return null;
  return { count: rest.length + 1, answerBy: first };
}
