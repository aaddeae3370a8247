import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

/** POST /api/employer/organisation/invites: the owner invites a colleague by e-mail. */
export function inviteColleague(email: string) {
  return organisationRequest('/api/employer/organisation/invites', { method: 'POST', body: { email } });
}

export const useInviteColleague = () => useOrganisationMutation(inviteColleague);
