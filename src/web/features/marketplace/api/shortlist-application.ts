import { applicationRequest, useApplicationMutation } from './application-mutation';

export function shortlistApplication({ id, shortlisted }: { id: string; shortlisted: boolean }) {
  return applicationRequest(id, 'shortlist', { shortlisted });
}

export const useShortlistApplication = () => useApplicationMutation(shortlistApplication);
