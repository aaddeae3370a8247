import { canonicalOdsCode } from '../../../../shared/employer/organisation.constants';
import type { Organisation, OrganisationFormInput } from '../../../../shared/employer/organisation.schemas';
import { isApiError } from '../../../lib/api-client';

/** What the form holds: the request's own shape (the API transforms it as the browser's check does). */
export type OrganisationFormValues = OrganisationFormInput;

/** A new organisation's form: every field empty, and no type until one is chosen. */
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

/** The owner's form, filled with what the organisation registered. */
export function organisationFormValuesOf(organisation: Organisation): OrganisationFormValues {
  return {
    name: organisation.name,
    type: organisation.type,
    odsCode: organisation.odsCode,
    addressLine: organisation.addressLine,
    postcode: organisation.postcode,
    contactName: organisation.contactName,
    jobTitle: organisation.jobTitle,
    phone: organisation.phone,
    website: organisation.website ?? '',
  };
}

/** True when saving would change the ODS code, which sends the organisation back for verification. */
export function changesOdsCode(organisation: Pick<Organisation, 'odsCode'>, typedOdsCode: string): boolean {
  return canonicalOdsCode(typedOdsCode) !== organisation.odsCode;
}

/** The server's answers that are about one field of the form, not the whole of it. */
const fieldOfErrorCode: Readonly<Record<string, keyof OrganisationFormValues>> = {
  POSTCODE_UNKNOWN: 'postcode',
  ODS_CODE_TAKEN: 'odsCode',
};

/** Where to show a failed save: under the field it is about, or above the form. */
export function placeOfSaveError(
  error: unknown,
): { field: keyof OrganisationFormValues; message: string } | undefined {
  if (!isApiError(error)) return undefined;
  const field = fieldOfErrorCode[error.code];
  return field ? { field, message: error.message } : undefined;
}
