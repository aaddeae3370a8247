import type {
  EmployerOpportunity,
  OpportunityStatus,
} from '../../../../shared/marketplace/opportunity.schemas';

/* Only types come from the shared schemas, so the dashboard does not load zod. */

/** What the dashboard says of the opportunities still under way, stage by stage; ended ones are left out. */
const stagesAtAGlance: readonly { statuses: readonly OpportunityStatus[]; text: string }[] = [
  { statuses: ['sent'], text: 'awaiting the professional’s answer' },
  { statuses: ['approved'], text: 'approved: our team will introduce you' },
  { statuses: ['introduced', 'interviewing'], text: 'introduced or interviewing' },
  { statuses: ['placed'], text: 'placed' },
];

export function opportunitiesAtAGlance(
  opportunities: readonly Pick<EmployerOpportunity, 'status'>[],
): string[] {
  return stagesAtAGlance.flatMap(({ statuses, text }) => {
    const count = opportunities.filter((opportunity) => statuses.includes(opportunity.status)).length;
    return count > 0 ? [`${count} ${text}`] : [];
  });
}

export function latestStatusByCandidate(
  opportunities: readonly Pick<EmployerOpportunity, 'status' | 'candidate'>[],
): Map<string, OpportunityStatus> {
  const latest = new Map<string, OpportunityStatus>();
  for (const opportunity of opportunities) {
    const reference = opportunity.candidate?.reference;
    if (reference && !latest.has(reference)) latest.set(reference, opportunity.status);
  }
  return latest;
}

/** One unanswered opportunity per professional at a time (the server refuses a second one). */
export const awaitsAnswer = (status: OpportunityStatus | undefined) => status === 'sent';
