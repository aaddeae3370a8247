import { inboxRequest, opportunityPath, useInboxMutation } from './inbox-mutation';

/** POST /api/candidate/opportunities/:id/withdraw: the organisation's access ends at once. */
export function withdrawApproval(id: string) {
  return inboxRequest(opportunityPath(id, 'withdraw'));
}

export const useWithdrawApproval = () => useInboxMutation(withdrawApproval);
