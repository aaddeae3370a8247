import {
  type OpportunityStatus,
  withdrawableStatuses,
} from '../../../../shared/marketplace/opportunity.constants';

/** The approval can be withdrawn until a placement (the server's rule). */
export const canWithdraw = (status: OpportunityStatus) => withdrawableStatuses.includes(status);
