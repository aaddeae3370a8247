import { z } from 'zod';
import { emailMaxLength, emailPattern, normalisePostcode } from '../accounts/account.schemas';
import { profileTiers } from '../accounts/roles';
import { formatUkPhone, isValidUkPhone, phoneErrorMessages } from '../accounts/uk-phone';
import { arrsRoleIds, isArrsRoleId } from '../content/arrs-roles';
import { isoDate } from '../validation/dates';
import { multiLineText, singleLineText } from '../validation/text';
import { type Completion, hasValidLocation, locationRequired } from './completion';
import {
  candidateMessages,
  employmentTypes,
  experienceBands,
  maxListItems,
  maxRolesOfInterest,
  maxSessionsPerWeek,
  maxWorkRadiusKm,
  minSessionsPerWeek,
  straplineMaxLength,
} from './profile.constants';

export {
  candidateMessages,
  type EmploymentType,
  type ExperienceBand,
  employmentTypeLabels,
  employmentTypes,
  experienceBandLabels,
  experienceBands,
  maxListItems,
  maxRolesOfInterest,
  maxSessionsPerWeek,
  maxWorkRadiusKm,
  minSessionsPerWeek,
  straplineMaxLength,
  tierDescriptions,
  tierLabels,
} from './profile.constants';

/** One set of schemas: the server validates every write with them, react-hook-form every form. */

/** Here rather than with the other messages: only the profile form, not the dashboard, needs it. */
export const sessionsRangeMessage = `Sessions a week must be a whole number from ${minSessionsPerWeek} to ${maxSessionsPerWeek}`;

const roleId = z.string().refine(isArrsRoleId, candidateMessages.unknownRole);

const optionalText = (max: number) =>
  singleLineText()
    .max(max)
    .transform((value) => value.trim())
    .nullable();

/** Postcodes are stored upper-cased with one space before the inward code when valid. */
export function canonicalPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return hasValidLocation(compact)
    ? `${compact.slice(0, -3)} ${compact.slice(-3)}`
    : normalisePostcode(value);
}

const postcode = singleLineText()
  .max(10)
  .transform((value) => value.trim())
  .refine((value) => value === '' || hasValidLocation(value), candidateMessages.invalidPostcode)
  .transform((value) => (value === '' ? locationRequired : canonicalPostcode(value)));

const mobilePhone = singleLineText()
  .max(20)
  .transform((value) => value.trim())
  .refine((value) => value === '' || isValidUkPhone(value, 'mobile'), phoneErrorMessages.mobile)
  .transform((value) => (value === '' ? null : formatUkPhone(value)));

const contactEmail = singleLineText()
  .max(emailMaxLength)
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => value === '' || emailPattern.test(value), candidateMessages.invalidEmail)
  .transform((value) => (value === '' ? null : value));

export const profileFieldsSchema = z.strictObject({
  strapline: optionalText(straplineMaxLength),
  arrsRole: roleId.nullable(),
  rolesOfInterest: z
    .array(roleId)
    .max(maxRolesOfInterest)
    .transform((ids) => [...new Set(ids)]),
  experienceBand: z.enum(experienceBands).nullable(),
  availableFrom: isoDate.nullable(),
  /** Half days a week the professional wants to work (10 is full time); null when not given. */
  sessionsPerWeek: z
    .number({ error: sessionsRangeMessage })
    .int(sessionsRangeMessage)
    .min(minSessionsPerWeek, sessionsRangeMessage)
    .max(maxSessionsPerWeek, sessionsRangeMessage)
    .nullable(),
  workRadiusKm: z.number().int().min(1, candidateMessages.radiusRange).max(maxWorkRadiusKm).nullable(),
  homePostcode: postcode,
  employmentTypes: z
    .array(z.enum(employmentTypes))
    .max(employmentTypes.length)
    .transform((values) => [...new Set(values)]),
  contactEmail,
  mobilePhone,
  /** Verified employers may watch the video introduction before any approval. */
  videoVisibleToEmployers: z.boolean(),
});
export const profilePatchSchema = profileFieldsSchema.partial();
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;
export type ProfilePatch = z.output<typeof profilePatchSchema>;

export const registrationSchema = z.strictObject({
  arrsRole: z
    .string({ error: candidateMessages.chooseRole })
    .refine(isArrsRoleId, candidateMessages.chooseRole),
  rolesOfInterest: profileFieldsSchema.shape.rolesOfInterest,
  profileTier: z.enum(profileTiers),
  availableFrom: isoDate.nullable(),
  workRadiusKm: profileFieldsSchema.shape.workRadiusKm,
  homePostcode: postcode,
});
export type RegistrationInput = z.input<typeof registrationSchema>;

export const tierChangeSchema = z.strictObject({ profileTier: z.enum(profileTiers) });

/** Also answers the question a placement asks; staying findable may set a new tier and availability too. */
export const searchVisibilitySchema = z.strictObject({
  findable: z.boolean({ error: 'Please choose whether employers can find you' }),
  profileTier: z.enum(['portfolio', 'active_seeker']).optional(),
  availableFrom: isoDate.nullable().optional(),
});
export type SearchVisibilityInput = z.input<typeof searchVisibilitySchema>;

export const skillSchema = z.strictObject({
  name: singleLineText().trim().min(1, 'Please enter the skill').max(80),
  description: multiLineText().trim().max(1000).default(''),
});
export const experienceSchema = z
  .strictObject({
    jobTitle: singleLineText().trim().min(1, 'Please enter the job title').max(120),
    organisation: singleLineText().trim().max(160).default(''),
    startDate: isoDate.nullable().default(null),
    endDate: isoDate.nullable().default(null),
    description: multiLineText().trim().max(2000).default(''),
  })
  .refine((item) => !item.startDate || !item.endDate || item.startDate <= item.endDate, {
    message: 'The end date must be after the start date',
    path: ['endDate'],
  });
export const qualificationSchema = z.strictObject({
  title: singleLineText().trim().min(1, 'Please enter the qualification').max(160),
  institution: singleLineText().trim().max(160).default(''),
  yearAwarded: z.number().int().min(1950).max(2100).nullable().default(null),
  description: multiLineText().trim().max(1000).default(''),
});

export const profileLists = ['skills', 'experience', 'qualifications'] as const;
export type ProfileList = (typeof profileLists)[number];
export const listItemSchemas = {
  skills: skillSchema,
  experience: experienceSchema,
  qualifications: qualificationSchema,
} as const;

export const itemParamsSchema = z.strictObject({ id: z.uuid() });
export const reorderSchema = z.strictObject({ ids: z.array(z.uuid()).max(maxListItems) });

export type Skill = z.output<typeof skillSchema> & { id: string };
export type Experience = z.output<typeof experienceSchema> & { id: string };
export type Qualification = z.output<typeof qualificationSchema> & { id: string };

export const candidateProfileResponseSchema = z.object({
  profile: z.object({
    fullName: z.string(),
    email: z.string(),
    profileTier: z.enum(profileTiers),
    registrationComplete: z.boolean(),
    strapline: z.string().nullable(),
    arrsRole: z.string().nullable(),
    rolesOfInterest: z.array(z.string()),
    experienceBand: z.enum(experienceBands).nullable(),
    availableFrom: z.string().nullable(),
    sessionsPerWeek: z.number().nullable(),
    workRadiusKm: z.number().nullable(),
    homePostcode: z.string().nullable(),
    employmentTypes: z.array(z.enum(employmentTypes)),
    contactEmail: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    profileVideoUrl: z.string().nullable(),
    videoVisibleToEmployers: z.boolean(),
    /** Kept out of employer search: by the candidate's choice, or after a placement until they answer. */
    hiddenFromSearch: z.boolean(),
    /** The placement that asked whether to stay findable, while the question is open. */
    placementQuestion: z.object({ role: z.string(), organisationName: z.string() }).nullable(),
    skills: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
    experience: z.array(
      z.object({
        id: z.string(),
        jobTitle: z.string(),
        organisation: z.string(),
        startDate: z.string().nullable(),
        endDate: z.string().nullable(),
        description: z.string(),
      }),
    ),
    qualifications: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        institution: z.string(),
        yearAwarded: z.number().nullable(),
        description: z.string(),
      }),
    ),
  }),
  completion: z.custom<Completion>(),
  /**
   * What the completion unlocks, in words (docs/product/matching.md#profile-benefits): written by the
   * server, so the dashboard shows it without the rules' code.
   */
  benefits: z.object({
    unlocked: z.array(z.string()),
    /** "Unlocked: Basic profile visibility, Enhanced search ranking." or "No benefits unlocked yet." */
    summary: z.string(),
    /** "Add 12 % more to unlock Priority employer matching", or that every benefit is unlocked. */
    next: z.string(),
  }),
});
export type CandidateProfileResponse = z.output<typeof candidateProfileResponseSchema>;
export type CandidateProfile = CandidateProfileResponse['profile'];

export { arrsRoleIds };
