import { employmentTypeLabels } from '../../../../shared/candidates/profile.constants';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import { brand } from '../../../../shared/content/brand';
import {
  type CandidateOpportunity,
  formatPounds,
  type OpportunityStatus,
  opportunityStatusLabels,
  type PayBasis,
} from '../../../../shared/marketplace/opportunity.schemas';
import { ukTimeZone } from './uk-dates';

type TimelineEntry = CandidateOpportunity['timeline'][number];

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: ukTimeZone,
});

export const roleNameOf = (role: string) => arrsRoleName(role) ?? role;

export const employmentTypeText = (type: CandidateOpportunity['employmentType']) =>
  employmentTypeLabels[type];

export function payText(opportunity: { payBasis: PayBasis; payAmountPence: number }): string {
  return `${formatPounds(opportunity.payAmountPence)} ${opportunity.payBasis === 'day_rate' ? 'a day' : 'a year'}`;
}

export function dateTimeText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** The status as the candidate reads it: the shared labels speak of 'the professional'. */
export function statusText(status: OpportunityStatus): string {
  if (status === 'sent') return 'Awaiting your answer';
  if (status === 'withdrawn') return 'You withdrew your approval';
  return opportunityStatusLabels[status];
}

/** The approval can be withdrawn until a placement (the server's rule). */
export const canWithdraw = (status: OpportunityStatus) =>
  status === 'approved' || status === 'introduced' || status === 'interviewing';

const timelineLabels: Record<OpportunityStatus, string> = {
  sent: 'Sent',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired without an answer',
  withdrawn: 'Approval withdrawn',
  introduced: 'Introduced',
  interviewing: 'Interviewing',
  placed: 'Placed',
  closed: 'Closed',
};

/** 'Sent by Northgate PCN', 'Approved by you', 'Introduced by the ARRS Place team'. */
export function timelineText(entry: Pick<TimelineEntry, 'status' | 'by'>, organisationName: string): string {
  const label = timelineLabels[entry.status];
  switch (entry.by) {
    case 'candidate':
      return `${label} by you`;
    case 'employer':
      return `${label} by ${organisationName}`;
    case 'admin':
      return `${label} by the ${brand.platformName} team`;
    case 'system':
      return label;
  }
}
