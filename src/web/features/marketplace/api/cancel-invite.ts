import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

export function cancelInvite(inviteId: string) {
  return organisationRequest(`/api/employer/organisation/invites/${encodeURIComponent(inviteId)}`, {
    method: 'DELETE',
  });
}

export const useCancelInvite = () => useOrganisationMutation(cancelInvite);
