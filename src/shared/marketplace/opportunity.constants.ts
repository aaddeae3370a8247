/**
 * An opportunity's fixed choices (employment type, pay basis, status and the moves between them, who
 * moved it, a note's audience) and their labels, without zod: the database
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
/** Before placement a candidate may withdraw their approval (and an application), and the opportunity with it. */
export const withdrawableStatuses: readonly OpportunityStatus[] = ['approved', 'introduced', 'interviewing'];
/** Moves after approval: admins may make any of them; employers only interviewing and closed. */
export const pipelineMoves: Readonly<Partial<Record<OpportunityStatus, readonly OpportunityStatus[]>>> = {
  approved: ['introduced', 'closed'],
  introduced: ['interviewing', 'placed', 'closed'],
  interviewing: ['placed', 'closed'],
};
export const employerMoves: readonly OpportunityStatus[] = ['interviewing', 'closed'];

/** A fixed term comes only from a vacancy's terms; an employer sends permanent or locum. */
export const opportunityEmploymentTypes = ['permanent', 'locum', 'fixed_term'] as const;
export type OpportunityEmploymentType = (typeof opportunityEmploymentTypes)[number];
export const sentEmploymentTypes = [
  'permanent',
  'locum',
] as const satisfies readonly OpportunityEmploymentType[];
export type SentEmploymentType = (typeof sentEmploymentTypes)[number];
export const payBases = ['annual_salary', 'day_rate'] as const;
export type PayBasis = (typeof payBases)[number];
export const payBasisLabels: Record<PayBasis, string> = {
  annual_salary: 'Gross annual salary',
  day_rate: 'Day rate',
};

/**
 * Who started it: the employer, after search, or the candidate, by applying to a vacancy
 * (docs/product/jobs.md#applications).
 */
export const opportunityStarters = ['employer', 'candidate'] as const;
export type OpportunityStarter = (typeof opportunityStarters)[number];

/** Who moves an opportunity on its timeline (never a person's name). */
export const opportunityActorKinds = ['employer', 'candidate', 'admin', 'system'] as const;
export type OpportunityActorKind = (typeof opportunityActorKinds)[number];

/**
 * Who reads a timeline note besides the team: the organisation only, or the professional too
 * (docs/product/marketplace.md#timeline-notes).
 */
export const noteAudiences = ['organisation', 'both'] as const;
export type NoteAudience = (typeof noteAudiences)[number];
export const noteAudienceLabels: Record<NoteAudience, string> = {
  organisation: 'Team and organisation only',
  both: 'Both parties (organisation and professional)',
};
