import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

/** DELETE /api/employer/organisation/invites/:id: the owner withdraws an open invitation. */
export function cancelInvite(inviteId: string) {
  return organisationRequest(`/api/employer/organisation/invites/${encodeURIComponent(inviteId)}`, {
    method: 'DELETE',
  });
}

export const useCancelInvite = () => useOrganisationMutation(cancelInvite);
