import { employmentTypeLabels } from '../../../shared/candidates/profile.constants';
import { arrsRoleName } from '../../../shared/content/arrs-roles';
import type { OpportunityEmploymentType, PayBasis } from '../../../shared/marketplace/opportunity.constants';
import { formatPounds } from '../../../shared/marketplace/opportunity.schemas';

/** A role's name from the catalogue; an id the catalogue does not know is shown as it is. */
export const roleNameOf = (role: string) => arrsRoleName(role) ?? role;

export const employmentTypeText = (type: OpportunityEmploymentType) => employmentTypeLabels[type];

/** '£45,000 a year' or '£450 a day'. */
export function payText(terms: { payBasis: PayBasis; payAmountPence: number }): string {
  return `${formatPounds(terms.payAmountPence)} ${terms.payBasis === 'day_rate' ? 'a day' : 'a year'}`;
}
