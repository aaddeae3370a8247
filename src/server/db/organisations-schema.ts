import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type OrganisationIdentity,
  organisationStatuses,
  organisationTypes,
} from '../../shared/marketplace/organisation.constants';
import { user } from './auth-schema';

/** What a held change stores: the proposed identity and its postcode district's centroid. */
export type HeldOrganisationChange = OrganisationIdentity & { latitude: number; longitude: number };

/* An admin verifies the ODS code before any member may search or open a profile. */

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: organisationTypes }).notNull(),
    odsCode: text('ods_code').notNull(),
    addressLine: text('address_line').notNull(),
    postcode: text('postcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    contactName: text('contact_name').notNull(),
    jobTitle: text('job_title').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    status: text('status', { enum: organisationStatuses }).notNull().default('pending'),
    statusReason: text('status_reason'),
    /** Held until an admin approves it: until then everyone sees the reviewed identity. */
    pendingChange: jsonb('pending_change').$type<HeldOrganisationChange>(),
    pendingChangeBy: text('pending_change_by').references(() => user.id, { onDelete: 'set null' }),
    pendingChangeAt: timestamp('pending_change_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live registration per ODS code; a rejected one does not block the real organisation.
    uniqueIndex('organisations_ods_code_idx').on(table.odsCode).where(sql`${table.status} <> 'rejected'`),
    index('organisations_status_idx').on(table.status, table.createdAt),
  ],
);

/** A user belongs to at most one organisation. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organisation_members_organisation_idx').on(table.organisationId)],
);

/** An invitation to join an organisation, bound to one e-mail address; the token is stored hashed. */
export const organisationInvites = pgTable(
  'organisation_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organisation_invites_open_idx')
      .on(table.organisationId, table.email)
      .where(sql`${table.acceptedAt} is null`),
    index('organisation_invites_email_idx').on(table.email),
  ],
);

/**
 * Organisations a candidate hides from (their current practice or PCN): members of a hidden
 * organisation never find the candidate in search. `ods_code` covers an organisation not yet on the
 * platform; it is matched whenever an organisation with that code registers.
 */
export const candidateHiddenOrganisations = pgTable(
  'candidate_hidden_organisations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    odsCode: text('ods_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.odsCode] }),
    index('candidate_hidden_ods_idx').on(table.odsCode),
  ],
);
