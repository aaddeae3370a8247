import { inboxRequest, opportunityPath, useInboxMutation } from './inbox-mutation';

/** POST /api/candidate/opportunities/:id/approve: a consent receipt is stored; 409 once answered. */
export function approveOpportunity(id: string) {
  return inboxRequest(opportunityPath(id, 'approve'));
}

export const useApproveOpportunity = () => useInboxMutation(approveOpportunity);
