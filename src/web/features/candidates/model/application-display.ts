import {
  applicationMessages,
  candidateStageLabels,
} from '../../../../shared/marketplace/application.constants';
import type { OpportunityStatus } from '../../../../shared/marketplace/opportunity.constants';

/** The stage of an application in the candidate's words ('Applied', 'Not taken further'). */
export const applicationStageText = (status: OpportunityStatus) => candidateStageLabels[status];

/** What the stage means for the candidate, in a sentence; the organisation's reasons are never shown. */
export function applicationStageNote(
  status: OpportunityStatus,
  organisationName: string,
): string | undefined {
  switch (status) {
    case 'approved':
      return `${organisationName} can see what you shared. If they would like to meet you, our team will introduce you.`;
    case 'introduced':
      return `Our team has introduced you to ${organisationName}. They will contact you to arrange an interview.`;
    case 'declined':
      return applicationMessages.declinedForCandidate;
    case 'withdrawn':
      return applicationMessages.withdrawnForCandidate;
    case 'closed':
      return `This application is closed. ${organisationName} no longer sees your details.`;
    default:
      return undefined;
  }
}
