import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

export function inviteColleague(email: string) {
  return organisationRequest('/api/employer/organisation/invites', { method: 'POST', body: { email } });
}

export const useInviteColleague = () => useOrganisationMutation(inviteColleague);
