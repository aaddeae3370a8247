/**
 * An opportunity's statuses, their labels and the moves between them, without zod: the database
 * schema and pages that only show a status load this, not the schemas (opportunity.schemas.ts
 * re-exports it).
 */

export const opportunityStatuses = [
  'sent',
  'approved',
  'declined',
  'expired',
  'withdrawn',
  'introduced',
  'interviewing',
  'placed',
  'closed',
] as const;
export type OpportunityStatus = (typeof opportunityStatuses)[number];
export const opportunityStatusLabels: Record<OpportunityStatus, string> = {
  sent: 'Awaiting the professional’s answer',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Approval withdrawn',
  introduced: 'Introduced',
  interviewing: 'Interviewing',
  placed: 'Placed',
  closed: 'Closed',
};
/** While one of these, the candidate's approval is live and the organisation sees who they are. */
export const revealingStatuses: readonly OpportunityStatus[] = [
  'approved',
  'introduced',
  'interviewing',
  'placed',
];
/** Moves after approval: admins may make any of them; employers only interviewing and closed. */
export const pipelineMoves: Readonly<Partial<Record<OpportunityStatus, readonly OpportunityStatus[]>>> = {
  approved: ['introduced', 'closed'],
  introduced: ['interviewing', 'placed', 'closed'],
  interviewing: ['placed', 'closed'],
};
export const employerMoves: readonly OpportunityStatus[] = ['interviewing', 'closed'];
