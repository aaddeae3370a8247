import { canonicalOdsCode } from '../../../../shared/marketplace/organisation.constants';
import type {
  Organisation,
  OrganisationFormInput,
} from '../../../../shared/marketplace/organisation.schemas';
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

/**
 * The owner's form, filled with what the organisation registered; while a change of identity waits
 * for our team, with that change (saving it again keeps it waiting, not withdraws it).
 */
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

/**
 * True when saving would change the ODS code: an organisation not verified then goes back for
 * verification (a verified one's change waits for our team instead).
 */
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
