import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountAnalyticsChoices } from '../../shared/accounts/analytics-choice.constants';
import { consentTypes } from '../../shared/accounts/consents';
import { profileTiers, roles } from '../../shared/accounts/roles';

/*
 * Tables owned by better-auth (field names are its model's; see decision 006), plus our columns on
 * `session` for the idle timeout, and our profile and consent tables.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'Stay signed in' was ticked: 7-day idle timeout instead of 30 minutes. */
    rememberMe: boolean('remember_me').notNull().default(false),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factor_user_idx').on(table.userId), index('two_factor_secret_idx').on(table.secret)],
);

/** Role, tier, approval and consents; one row per user. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: roles }).notNull(),
    profileTier: text('profile_tier', { enum: profileTiers }).notNull().default('community'),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    isSuspended: boolean('is_suspended').notNull().default(false),
    mobilePhone: text('mobile_phone'),
    homePostcode: text('home_postcode'),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    dataProcessingConsent: boolean('data_processing_consent').notNull().default(false),
    recruitmentRepresentationConsent: boolean('recruitment_representation_consent').notNull().default(false),
    recruitmentRepresentationConsentAt: timestamp('recruitment_representation_consent_at', {
      withTimezone: true,
    }),
    cvSharingConsent: boolean('cv_sharing_consent').notNull().default(false),
    cvSharingConsentAt: timestamp('cv_sharing_consent_at', { withTimezone: true }),
    opportunityByOpportunityConsent: boolean('opportunity_by_opportunity_consent').notNull().default(true),
    consentVersion: text('consent_version').notNull().default('v1.0'),
    consentWithdrawalDate: timestamp('consent_withdrawal_date', { withTimezone: true }),
    onboardingToursCompleted: jsonb('onboarding_tours_completed')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    /**
     * The member's analytics choice, kept on the account rather than the device (decision 027): a
     * refusal may not be stored in the browser, and without it a member who declined was asked again
     * on every page load. Null until they choose while signed in.
     */
    analyticsChoice: text('analytics_choice', { enum: accountAnalyticsChoices }),
    analyticsChoiceAt: timestamp('analytics_choice_at', { withTimezone: true }),
    /**
     * The user's latest sign-in or session use, written at sign-in and with the session's own activity
     * (at most every few minutes). Kept for the life of the account, unlike the 12-month audit trail,
     * so the retention job can see employer inactivity of up to 6 years.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('user_profiles_pending_idx').on(table.isApproved, table.createdAt),
    // Findable members (search.repository.ts's findable writes these conditions out): joined from a
    // profile, the tier and home postcode are read from the index alone (decision 045).
    index('user_profiles_findable_idx')
      .on(table.userId, table.profileTier, table.homePostcode)
      .where(
        sql`${table.role} = 'candidate' and ${table.isApproved} and not ${table.isSuspended} and ${table.recruitmentRepresentationConsent} and ${table.profileTier} in ('portfolio', 'active_seeker')`,
      ),
  ],
);

/** Append-only record of every consent given or withdrawn (who, which, version, when). */
export const consentHistory = pgTable(
  'consent_history',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    consentType: text('consent_type', { enum: consentTypes }).notNull(),
    given: boolean('given').notNull(),
    consentVersion: text('consent_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_history_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The last TOTP time step accepted for each user (30-second counter), so a code cannot be used twice:
 * a verification whose code matches this step or an earlier one is refused, on every instance.
 */
export const totpLastSteps = pgTable('totp_last_steps', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins per account (keyed by an HMAC of the normalised e-mail, whether or not an account
 * exists, so the answer never tells), for the per-account limit with a growing delay. A successful
 * sign-in deletes the row.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    accountKey: text('account_key').primaryKey(),
    failures: integer('failures').notNull(),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('sign_in_failures_last_idx').on(table.lastFailureAt)],
);

export const authTablesForBetterAuth = { user, session, account, verification, twoFactor };
