import type { OpportunityStatus } from '../../../shared/marketplace/opportunity.schemas';

export type ProgressStatus = Extract<OpportunityStatus, 'introduced' | 'interviewing' | 'placed' | 'closed'>;

export interface ProgressParties {
  role: string;
  organisationName: string;
}

interface Notice {
  title: string;
  body: string;
}

/**
 * The organisation's notices never name the professional: a notification outlasts the approval, the
 * name does not (docs/product/marketplace.md#what-an-approval-reveals).
 */
export function progressNotices(
  to: ProgressStatus,
  { role, organisationName: organisation }: ProgressParties,
): { organisation: Notice; candidate: Notice } {
  switch (to) {
    case 'introduced':
      return {
        organisation: {
          title: `Introduction for your ${role} opportunity`,
          body: `Our team has introduced you to the professional who approved your ${role} opportunity. Their contact details are in your opportunities: please get in touch to arrange an interview, and mark the opportunity as interviewing when you do.`,
        },
        candidate: {
          title: `Introduced to ${organisation}`,
          body: `Our team has introduced you to ${organisation} for the ${role} opportunity. They will contact you to arrange an interview.`,
        },
      };
    case 'interviewing':
      return {
        organisation: {
          title: `Interviewing for your ${role} opportunity`,
          body: `Your ${role} opportunity is at interview. When you make an offer that is accepted, tell our team and we will record the placement.`,
        },
        candidate: {
          title: `Interviewing with ${organisation}`,
          body: `The ${role} opportunity with ${organisation} is at interview.`,
        },
      };
    case 'placed':
      return {
        organisation: {
          title: `Placed: your ${role} opportunity`,
          body: `The professional is placed in your ${role} role. Our team will be in touch about the success fee.`,
        },
        candidate: {
          title: `Placed: ${role} with ${organisation}`,
          body: `Congratulations on your new ${role} role with ${organisation}.`,
        },
      };
    case 'closed':
      return {
        organisation: {
          title: `Closed: your ${role} opportunity`,
          body: `Your ${role} opportunity is closed, and the professional's details are no longer shared with you.`,
        },
        candidate: {
          title: `Closed: ${role} with ${organisation}`,
          body: `The ${role} opportunity with ${organisation} is closed. Your details are no longer shared with them.`,
        },
      };
  }
}

export const isProgressStatus = (status: OpportunityStatus): status is ProgressStatus =>
  status === 'introduced' || status === 'interviewing' || status === 'placed' || status === 'closed';
