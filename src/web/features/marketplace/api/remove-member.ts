import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

export function removeMember(userId: string) {
  return organisationRequest(`/api/employer/organisation/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export const useRemoveMember = () => useOrganisationMutation(removeMember);
