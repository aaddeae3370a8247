import { applicationRequest, useApplicationMutation } from './application-mutation';

export function requestIntroduction(id: string) {
  return applicationRequest(id, 'introduction');
}

export const useRequestIntroduction = () => useApplicationMutation(requestIntroduction);
