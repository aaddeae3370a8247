import { inboxRequest, opportunityPath, useInboxMutation } from './inbox-mutation';

/** The employer never sees the reason. */
export function declineOpportunity({ id, reason }: { id: string; reason: string }) {
  const trimmed = reason.trim();
  return inboxRequest(opportunityPath(id, 'decline'), trimmed ? { reason: trimmed } : {});
}

export const useDeclineOpportunity = () => useInboxMutation(declineOpportunity);
