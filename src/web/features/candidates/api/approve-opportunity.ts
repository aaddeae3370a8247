import { inboxRequest, opportunityPath, useInboxMutation } from './inbox-mutation';

export function approveOpportunity(id: string) {
  return inboxRequest(opportunityPath(id, 'approve'));
}

export const useApproveOpportunity = () => useInboxMutation(approveOpportunity);
