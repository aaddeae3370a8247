import type { OrganisationFormInput } from '../../../../shared/marketplace/organisation.schemas';
import { organisationRequest, useOrganisationMutation } from './organisation-mutation';

/** PUT /api/employer/organisation: the owner edits it; a new ODS code sends it back for verification. */
export function updateOrganisation(input: OrganisationFormInput) {
  return organisationRequest('/api/employer/organisation', { method: 'PUT', body: input });
}

export const useUpdateOrganisation = () => useOrganisationMutation(updateOrganisation);
