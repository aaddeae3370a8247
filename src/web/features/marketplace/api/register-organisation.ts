import type { OrganisationFormInput } from '../../../../shared/marketplace/organisation.schemas';
import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

/** POST /api/employer/organisation: the caller registers an organisation and becomes its owner. */
export function registerOrganisation(input: OrganisationFormInput) {
  return organisationRequest('/api/employer/organisation', { method: 'POST', body: input });
}

export const useRegisterOrganisation = () => useOrganisationMutation(registerOrganisation);
