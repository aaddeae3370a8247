import type { OpportunityStatus } from '../../../shared/marketplace/opportunity.schemas';

/** The moves after an approval (the pipeline's stages), which both sides hear of. */
export type ProgressStatus = Extract<OpportunityStatus, 'introduced' | 'interviewing' | 'placed' | 'closed'>;

export interface ProgressParties {
  /** The role's name, e.g. 'Clinical Pharmacist'. */
  role: string;
  organisationName: string;
  /** Known to the organisation from the approval on: every stage here comes after it. */
  candidateName: string;
}

interface Notice {
  title: string;
  body: string;
}

/**
 * What each side is told when an opportunity reaches a stage: who it is with, and what happens next
 * for them. The organisation may name the professional (they approved it); after a close, their
 * details are no longer shared.
 */
export function progressNotices(
  to: ProgressStatus,
  { role, organisationName: organisation, candidateName: candidate }: ProgressParties,
): { organisation: Notice; candidate: Notice } {
  switch (to) {
    case 'introduced':
      return {
        organisation: {
          title: `Introduction: ${candidate} for your ${role} opportunity`,
          body: `Our team has introduced you to ${candidate}. Their contact details are in your opportunities: please get in touch to arrange an interview, and mark the opportunity as interviewing when you do.`,
        },
        candidate: {
          title: `Introduced to ${organisation}`,
          body: `Our team has introduced you to ${organisation} for the ${role} opportunity. They will contact you to arrange an interview.`,
        },
      };
    case 'interviewing':
      return {
        organisation: {
          title: `Interviewing: ${candidate} for ${role}`,
          body: `The ${role} opportunity with ${candidate} is at interview. When you make an offer that is accepted, tell our team and we will record the placement.`,
        },
        candidate: {
          title: `Interviewing with ${organisation}`,
          body: `The ${role} opportunity with ${organisation} is at interview.`,
        },
      };
    case 'placed':
      return {
        organisation: {
          title: `Placed: ${candidate} as your ${role}`,
          body: `${candidate} is placed in your ${role} role. Our team will be in touch about the success fee.`,
        },
        candidate: {
          title: `Placed: ${role} with ${organisation}`,
          body: `Congratulations on your new ${role} role with ${organisation}.`,
        },
      };
    case 'closed':
      return {
        organisation: {
          title: `Closed: ${role} opportunity with ${candidate}`,
          body: `The ${role} opportunity with ${candidate} is closed, and their details are no longer shared with you.`,
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
