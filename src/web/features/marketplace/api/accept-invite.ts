import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

/** Without a token, the invitation sent to the caller's verified address. */
export function acceptInvite(token: string | undefined) {
  return organisationRequest('/api/employer/organisation/invites/accept', {
    method: 'POST',
    body: token ? { token } : {},
  });
}

export const useAcceptInvite = () => useOrganisationMutation(acceptInvite);
