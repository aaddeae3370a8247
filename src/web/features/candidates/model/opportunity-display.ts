import { employmentTypeLabels } from '../../../../shared/candidates/profile.constants';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import {
  type CandidateOpportunity,
  formatPounds,
  type OpportunityStatus,
  type PayBasis,
} from '../../../../shared/marketplace/opportunity.schemas';

export const roleNameOf = (role: string) => arrsRoleName(role) ?? role;

export const employmentTypeText = (type: CandidateOpportunity['employmentType']) =>
  employmentTypeLabels[type];

/** '£45,000 a year' or '£450 a day'. */
export function payText(opportunity: { payBasis: PayBasis; payAmountPence: number }): string {
  return `${formatPounds(opportunity.payAmountPence)} ${opportunity.payBasis === 'day_rate' ? 'a day' : 'a year'}`;
}

/** The approval can be withdrawn until a placement (the server's rule). */
export const canWithdraw = (status: OpportunityStatus) =>
  status === 'approved' || status === 'introduced' || status === 'interviewing';
