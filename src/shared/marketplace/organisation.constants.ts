/** Without zod: pages that only show these load this, not the schemas. */

export const organisationTypes = ['pcn', 'gp_practice', 'nhs_trust', 'community_provider', 'other'] as const;
export type OrganisationType = (typeof organisationTypes)[number];
export const organisationTypeLabels: Record<OrganisationType, string> = {
  pcn: 'Primary care network (PCN)',
  gp_practice: 'GP practice',
  nhs_trust: 'NHS trust',
  community_provider: 'Community provider',
  other: 'Other',
};

/**
 * A verified organisation's change to any of these waits for our team
 * (docs/product/organisations.md#a-verified-organisation-changes-who-it-is).
 */
export const organisationIdentityFields = [
  'name',
  'type',
  'odsCode',
  'addressLine',
  'postcode',
  'website',
] as const;
export type OrganisationIdentityField = (typeof organisationIdentityFields)[number];
export interface OrganisationIdentity {
  name: string;
  type: OrganisationType;
  odsCode: string;
  addressLine: string;
  postcode: string;
  website: string | null;
}
export const organisationIdentityLabels: Record<OrganisationIdentityField, string> = {
  name: 'Name',
  type: 'Type',
  odsCode: 'ODS code',
  addressLine: 'Address',
  postcode: 'Postcode',
  website: 'Website',
};

export function changedIdentityFields(
  from: OrganisationIdentity,
  to: OrganisationIdentity,
): OrganisationIdentityField[] {
  return organisationIdentityFields.filter((field) => (from[field] ?? null) !== (to[field] ?? null));
}

export const organisationStatuses = ['pending', 'verified', 'rejected', 'revoked'] as const;
export type OrganisationStatus = (typeof organisationStatuses)[number];
export const organisationStatusLabels: Record<OrganisationStatus, string> = {
  pending: 'Awaiting verification',
  verified: 'Verified',
  rejected: 'Not verified',
  revoked: 'Verification withdrawn',
};

export const organisationMessages = {
  nameRequired: 'Please enter your organisation’s name',
  typeRequired: 'Please choose the type of organisation',
  invalidOdsCode: 'Please enter a valid ODS code: 3 to 6 letters and numbers, e.g. Y12345 or A81001',
  addressRequired: 'Please enter the organisation’s address',
  invalidPostcode: 'Please enter a valid UK postcode',
  postcodeUnknown: 'We could not find that postcode district. Please check the postcode.',
  contactNameRequired: 'Please enter the contact person’s name',
  contactNameNeedsLetter: 'Please use letters in the contact person’s name',
  jobTitleRequired: 'Please enter the contact person’s job title',
  invalidPhone: 'Please enter a valid UK phone number',
  invalidWebsite: 'Please enter a web address starting with https:// or http://',
  invalidEmail: 'Please enter a valid email address',
  reasonRequired: 'Please give a reason',
  alreadyRegistered: 'You already belong to an organisation.',
  odsCodeTaken:
    'An organisation with this ODS code is already registered. Ask its owner to invite you, or contact us.',
  notFound: 'That organisation no longer exists. Please refresh and try again.',
  noOrganisation: 'Please register your organisation first.',
  ownerOnly: 'Only the organisation’s owner can do this.',
  inviteNotFound: 'This invitation is no longer valid. Ask your colleague to send a new one.',
  inviteWrongEmail: 'This invitation was sent to a different email address.',
  alreadyMember: 'This person already belongs to your organisation.',
  /** Why search and candidate profiles are closed to an employer, by their organisation's state. */
  notVerified:
    'Your organisation is awaiting verification. Search and candidate profiles open once our team has checked your ODS code.',
  notRegistered:
    'Please register your organisation first. Search and candidate profiles open once our team has verified it.',
  verificationRejected:
    'Your organisation was not verified. Your dashboard shows our team’s reason and what to do next.',
  verificationRevoked:
    'Your organisation’s verification was withdrawn. Search and candidate profiles are closed until our team verifies it again.',
  wrongStatus: 'This organisation is not in a state that allows this. Please refresh and try again.',
  inviteNeedsVerification: 'Your organisation must be verified before you can invite colleagues.',
  changeAwaitingReview:
    'Your changes are awaiting review by our team. Until they are approved, candidates and your team see the details as they were verified.',
  changeNotFound: 'These changes were replaced or withdrawn. Please refresh and review them again.',
} as const;

export const odsCodePattern = /^[A-Z0-9]{3,6}$/;
export function canonicalOdsCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Why search and profiles are closed to the employer; `status` null: none registered. */
export function organisationAccessMessage(status: string | null | undefined): string {
  if (!status) return organisationMessages.notRegistered;
  if (status === 'rejected') return organisationMessages.verificationRejected;
  if (status === 'revoked') return organisationMessages.verificationRevoked;
  return organisationMessages.notVerified;
}
