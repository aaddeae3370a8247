import type { OrganisationFormInput } from '../../../../shared/marketplace/organisation.schemas';
import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

/** A new ODS code sends an unverified organisation back for verification. */
export function updateOrganisation(input: OrganisationFormInput) {
  return organisationRequest('/api/employer/organisation', { method: 'PUT', body: input });
}

export const useUpdateOrganisation = () => useOrganisationMutation(updateOrganisation);
