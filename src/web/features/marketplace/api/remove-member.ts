import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

/** DELETE /api/employer/organisation/members/:userId: the owner removes a colleague. */
export function removeMember(userId: string) {
  return organisationRequest(`/api/employer/organisation/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export const useRemoveMember = () => useOrganisationMutation(removeMember);
