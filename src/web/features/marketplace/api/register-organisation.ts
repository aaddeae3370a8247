import type { OrganisationFormInput } from '../../../../shared/marketplace/organisation.schemas';
import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

export function registerOrganisation(input: OrganisationFormInput) {
  return organisationRequest('/api/employer/organisation', { method: 'POST', body: input });
}

export const useRegisterOrganisation = () => useOrganisationMutation(registerOrganisation);
