import type { OpportunityStatus } from '../../../../shared/marketplace/opportunity.schemas';

/** The approval can be withdrawn until a placement (the server's rule). */
export const canWithdraw = (status: OpportunityStatus) =>
  status === 'approved' || status === 'introduced' || status === 'interviewing';
