import { inboxRequest, opportunityPath, useInboxMutation } from './inbox-mutation';

/** POST /api/candidate/opportunities/:id/decline with an optional reason (the employer never sees it). */
export function declineOpportunity({ id, reason }: { id: string; reason: string }) {
  const trimmed = reason.trim();
  return inboxRequest(opportunityPath(id, 'decline'), trimmed ? { reason: trimmed } : {});
}

export const useDeclineOpportunity = () => useInboxMutation(declineOpportunity);
