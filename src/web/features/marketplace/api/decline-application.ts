import { applicationRequest, useApplicationMutation } from './application-mutation';

export function declineApplication({ id, reason }: { id: string; reason: string }) {
  return applicationRequest(id, 'decline', { reason });
}

export const useDeclineApplication = () => useApplicationMutation(declineApplication);
