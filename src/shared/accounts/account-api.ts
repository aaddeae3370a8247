import { z } from 'zod';
import { accountAnalyticsChoices } from './analytics-choice.constants';
import { type ConsentType, consentTypes } from './consents';
import { profileTiers, roles } from './roles';
import { completedToursSchema } from './tours';

export const profileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  profileTier: z.enum(profileTiers),
  isApproved: z.boolean(),
  isSuspended: z.boolean(),
  termsAccepted: z.boolean(),
  termsAcceptedAt: z.string().nullable(),
  recruitmentRepresentationConsent: z.boolean(),
  recruitmentRepresentationConsentAt: z.string().nullable(),
  cvSharingConsent: z.boolean(),
  cvSharingConsentAt: z.string().nullable(),
  opportunityByOpportunityConsent: z.boolean(),
  consentVersion: z.string(),
  consentWithdrawalDate: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  homePostcode: z.string().nullable(),
  /** Tours finished or skipped; a tour listed here does not start by itself. */
  onboardingToursCompleted: completedToursSchema,
  /** The analytics choice the member made while signed in; null: none yet (decision 027). */
  analyticsChoice: z.enum(accountAnalyticsChoices).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  profile: profileSchema,
  session: z.object({
    rememberMe: z.boolean(),
    idleTimeoutSeconds: z.number(),
    expiresAt: z.string(),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Why a request with a session cookie is signed out: the session ended for inactivity. */
export const sessionExpiredCode = 'SESSION_EXPIRED';

/** A visitor is an answer, not an error (the browser logs a 401 as one). */
export const sessionProbeSchema = z.discriminatedUnion('signedIn', [
  meResponseSchema.extend({ signedIn: z.literal(true) }),
  z.object({ signedIn: z.literal(false), reason: z.literal(sessionExpiredCode).optional() }),
]);
export type SessionProbe = z.infer<typeof sessionProbeSchema>;

export const signUpResponseSchema = z.object({
  status: z.enum(['verification_required', 'signed_in']),
});

export const consentHistoryEntrySchema = z.object({
  consentType: z.enum(consentTypes),
  given: z.boolean(),
  consentVersion: z.string(),
  createdAt: z.string(),
});

/**
 * Every consent's current flag, each key named (an object, not a record keyed by the enum), so the
 * API document lists the keys it requires.
 */
const consentFlagsSchema = z.object({
  terms_accepted: z.boolean(),
  data_processing_consent: z.boolean(),
  recruitment_representation_consent: z.boolean(),
  cv_sharing_consent: z.boolean(),
  opportunity_by_opportunity_consent: z.boolean(),
} satisfies Record<ConsentType, z.ZodBoolean>);

export const consentsResponseSchema = z.object({
  consents: consentFlagsSchema,
  consentVersion: z.string(),
  consentWithdrawalDate: z.string().nullable(),
  history: z.array(consentHistoryEntrySchema),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

export const passwordCheckResponseSchema = z.object({
  isValid: z.boolean(),
  warnings: z.array(z.string()),
  securityScore: z.number(),
});
