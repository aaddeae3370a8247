import { z } from 'zod';
import { emailMaxLength, emailPattern } from '../accounts/account.schemas';
import { formatUkPhone, isValidUkPhone } from '../accounts/uk-phone';
import { hasValidLocation } from '../candidates/completion';
import { canonicalPostcode } from '../candidates/profile.schemas';
import { organisationName, personName } from '../validation/names';
import { singleLineText } from '../validation/text';
import {
  canonicalOdsCode,
  odsCodePattern,
  organisationMessages,
  organisationStatuses,
  organisationTypes,
} from './organisation.constants';

/** One set of schemas for the server's validation and the browser's forms. */

export {
  canonicalOdsCode,
  changedIdentityFields,
  type OrganisationIdentity,
  type OrganisationIdentityField,
  type OrganisationStatus,
  type OrganisationType,
  odsCodePattern,
  organisationAccessMessage,
  organisationIdentityFields,
  organisationIdentityLabels,
  organisationMessages,
  organisationStatuses,
  organisationStatusLabels,
  organisationTypeLabels,
  organisationTypes,
} from './organisation.constants';

const requiredText = (max: number, message: string) =>
  singleLineText({ error: message })
    .max(max)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, message);

const odsCode = singleLineText({ error: organisationMessages.invalidOdsCode })
  .max(20)
  .transform(canonicalOdsCode)
  .refine((value) => odsCodePattern.test(value), organisationMessages.invalidOdsCode);

const postcode = singleLineText({ error: organisationMessages.invalidPostcode })
  .max(10)
  .transform((value) => value.trim())
  .refine(hasValidLocation, organisationMessages.invalidPostcode)
  .transform(canonicalPostcode);

const phone = singleLineText({ error: organisationMessages.invalidPhone })
  .max(20)
  .transform((value) => value.trim())
  .refine((value) => isValidUkPhone(value, 'any'), organisationMessages.invalidPhone)
  .transform(formatUkPhone);

const website = singleLineText()
  .max(200)
  .transform((value) => value.trim())
  .refine((value) => value === '' || isWebAddress(value), organisationMessages.invalidWebsite)
  .transform((value) => (value === '' ? null : value));

/** http(s)://, a host name with a dot, then anything without spaces. */
function isWebAddress(value: string): boolean {
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(value);
}

export const organisationFormSchema = z.strictObject({
  name: organisationName({ max: 160, required: organisationMessages.nameRequired }),
  type: z.enum(organisationTypes, { error: organisationMessages.typeRequired }),
  odsCode,
  addressLine: requiredText(200, organisationMessages.addressRequired),
  postcode,
  contactName: personName({
    max: 120,
    required: organisationMessages.contactNameRequired,
    needsLetter: organisationMessages.contactNameNeedsLetter,
  }),
  jobTitle: requiredText(120, organisationMessages.jobTitleRequired),
  phone,
  website: website.nullable(),
});
export type OrganisationFormInput = z.input<typeof organisationFormSchema>;
export type OrganisationForm = z.output<typeof organisationFormSchema>;

export const organisationIdentitySchema = z.object({
  name: z.string(),
  type: z.enum(organisationTypes),
  odsCode: z.string(),
  addressLine: z.string(),
  postcode: z.string(),
  website: z.string().nullable(),
});

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(organisationTypes),
  odsCode: z.string(),
  addressLine: z.string(),
  postcode: z.string(),
  contactName: z.string(),
  jobTitle: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  status: z.enum(organisationStatuses),
  /** The admin's reason for a rejection or revocation, shown to the organisation's members. */
  statusReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A verified organisation's change of identity awaiting our team's approval; null when none. */
  pendingChange: z.object({ identity: organisationIdentitySchema, requestedAt: z.string() }).nullable(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  joinedAt: z.string(),
});
export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const myOrganisationResponseSchema = z.object({
  organisation: organisationSchema.nullable(),
  membership: z.enum(['owner', 'member']).nullable(),
  members: z.array(memberSchema),
  invites: z.array(inviteSchema),
  /** An invitation waiting for the caller's e-mail address, offered instead of the form. */
  pendingInvite: z.object({ token: z.string().optional(), organisationName: z.string() }).nullable(),
});
export type MyOrganisationResponse = z.infer<typeof myOrganisationResponseSchema>;

export const inviteCreateSchema = z.strictObject({
  email: singleLineText({ error: organisationMessages.invalidEmail })
    .max(emailMaxLength)
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => emailPattern.test(value), organisationMessages.invalidEmail),
});
export const inviteAcceptSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, organisationMessages.inviteNotFound),
});
export const inviteIdParamsSchema = z.strictObject({ id: z.uuid() });

export const adminOrganisationSchema = organisationSchema.extend({
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  memberCount: z.number(),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;
export const adminOrganisationsQuerySchema = z.strictObject({
  status: z.enum(organisationStatuses).optional(),
  /** 'held': only organisations with a change of identity awaiting review, oldest request first. */
  changes: z.literal('held').optional(),
});
export const adminOrganisationsResponseSchema = z.object({ organisations: z.array(adminOrganisationSchema) });
export const organisationIdParamsSchema = z.strictObject({ id: z.uuid() });
export const organisationDecisionSchema = z.strictObject({
  reason: singleLineText({ error: organisationMessages.reasonRequired })
    .max(500)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, organisationMessages.reasonRequired),
});

/** Approving a held change names the request the admin reviewed: a newer one must be reviewed anew. */
export const organisationChangeApprovalSchema = z.strictObject({ requestedAt: z.iso.datetime() });
export const organisationChangeRejectionSchema = organisationDecisionSchema.extend(
  organisationChangeApprovalSchema.shape,
);

/** For the survey's 70 % rule; registration requires all but the website, so a registered one is ≥ 88 %. */
export function organisationCompletion(
  organisation: Partial<Record<keyof OrganisationForm, string | null>>,
): number {
  const fields = [
    'name',
    'type',
    'odsCode',
    'addressLine',
    'postcode',
    'contactName',
    'jobTitle',
    'phone',
    'website',
  ] as const;
  const filled = fields.filter((field) => (organisation[field] ?? '').trim() !== '').length;
  return Math.round((filled / fields.length) * 100);
}
