import { inboxRequest, opportunityPath, useInboxMutation } from './inbox-mutation';

export function withdrawApproval(id: string) {
  return inboxRequest(opportunityPath(id, 'withdraw'));
}

export const useWithdrawApproval = () => useInboxMutation(withdrawApproval);
