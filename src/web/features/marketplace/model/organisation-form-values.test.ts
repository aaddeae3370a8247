import { describe, expect, it } from 'vitest';
import {
  type Organisation,
  organisationFormSchema,
  organisationMessages,
} from '../../../../shared/marketplace/organisation.schemas';
import { ApiError } from '../../../lib/api-client';
import {
  changesOdsCode,
  emptyOrganisationForm,
  organisationFormValuesOf,
  placeOfSaveError,
} from './organisation-form-values';

const organisation: Organisation = {
  id: '6f1c1a52-3b54-4c55-9e8f-6d1e3f2a9b10',
  name: 'Northgate PCN',
  type: 'pcn',
  odsCode: 'U12345',
  addressLine: '1 High Street, Leeds',
  postcode: 'LS1 4AP',
  contactName: 'Dr Amy Shah',
  jobTitle: 'Clinical director',
  phone: '0113 496 0000',
  website: null,
  status: 'verified',
  statusReason: null,
  reviewedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  pendingChange: null,
};

describe('the organisation form values', () => {
  it('start empty, which the shared schema refuses with its messages', () => {
    const result = organisationFormSchema.safeParse(emptyOrganisationForm);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(organisationMessages.nameRequired);
    expect(messages).toContain(organisationMessages.typeRequired);
    expect(messages).toContain(organisationMessages.invalidOdsCode);
  });

  it('fill the owner’s form with what was registered, a missing website as an empty field', () => {
    const values = organisationFormValuesOf(organisation);
    expect(values.website).toBe('');
    expect(organisationFormSchema.parse(values)).toMatchObject({ name: 'Northgate PCN', website: null });
  });

  it('hold the change waiting for our team, so that saving other fields keeps it', () => {
    const values = organisationFormValuesOf({
      ...organisation,
      pendingChange: {
        identity: {
          name: 'Northgate and Moor PCN',
          type: 'pcn',
          odsCode: 'U12345',
          addressLine: '2 Moor Lane, Leeds',
          postcode: 'LS1 4AP',
          website: 'https://northgate.example',
        },
        requestedAt: '2025-02-01T00:00:00.000Z',
      },
    });
    expect(values).toMatchObject({
      name: 'Northgate and Moor PCN',
      addressLine: '2 Moor Lane, Leeds',
      website: 'https://northgate.example',
      contactName: 'Dr Amy Shah',
    });
  });
});

describe('changesOdsCode', () => {
  it('compares the code as the server stores it (upper case, no spaces)', () => {
    expect(changesOdsCode(organisation, 'u12 345')).toBe(false);
    expect(changesOdsCode(organisation, 'U12346')).toBe(true);
  });
});

describe('placeOfSaveError', () => {
  it('puts the postcode and ODS code answers under their fields', () => {
    expect(
      placeOfSaveError(new ApiError(400, 'POSTCODE_UNKNOWN', organisationMessages.postcodeUnknown)),
    ).toEqual({ field: 'postcode', message: organisationMessages.postcodeUnknown });
    expect(placeOfSaveError(new ApiError(409, 'ODS_CODE_TAKEN', organisationMessages.odsCodeTaken))).toEqual({
      field: 'odsCode',
      message: organisationMessages.odsCodeTaken,
    });
  });

  it('leaves every other failure to the whole form', () => {
    expect(placeOfSaveError(new ApiError(409, 'ALREADY_IN_ORGANISATION', 'x'))).toBeUndefined();
    expect(placeOfSaveError(new Error('offline'))).toBeUndefined();
  });
});
