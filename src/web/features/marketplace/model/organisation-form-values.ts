import { canonicalOdsCode } from '../../../../shared/marketplace/organisation.constants';
import type {
  Organisation,
  OrganisationFormInput,
} from '../../../../shared/marketplace/organisation.schemas';
import { isApiError } from '../../../lib/api-client';

/** What the form holds: the request's own shape (the API transforms it as the browser's check does). */
export type OrganisationFormValues = OrganisationFormInput;

export const emptyOrganisationForm: Omit<OrganisationFormValues, 'type'> = {
  name: '',
  odsCode: '',
  addressLine: '',
  postcode: '',
  contactName: '',
  jobTitle: '',
  phone: '',
  website: '',
};

/** While a change of identity waits for our team, that change: saving again keeps it waiting. */
export function organisationFormValuesOf(organisation: Organisation): OrganisationFormValues {
  const identity = organisation.pendingChange?.identity ?? organisation;
  return {
    name: identity.name,
    type: identity.type,
    odsCode: identity.odsCode,
    addressLine: identity.addressLine,
    postcode: identity.postcode,
    contactName: organisation.contactName,
    jobTitle: organisation.jobTitle,
    phone: organisation.phone,
    website: identity.website ?? '',
  };
}

/** An unverified organisation then goes back for verification; a verified one's change waits for our team. */
export function changesOdsCode(organisation: Pick<Organisation, 'odsCode'>, typedOdsCode: string): boolean {
  return canonicalOdsCode(typedOdsCode) !== organisation.odsCode;
}

/** The server's answers that are about one field of the form, not the whole of it. */
const fieldOfErrorCode: Readonly<Record<string, keyof OrganisationFormValues>> = {
  POSTCODE_UNKNOWN: 'postcode',
  ODS_CODE_TAKEN: 'odsCode',
};

export function placeOfSaveError(
  error: unknown,
): { field: keyof OrganisationFormValues; message: string } | undefined {
  if (!isApiError(error)) return undefined;
  const field = fieldOfErrorCode[error.code];
  return field ? { field, message: error.message } : undefined;
}
