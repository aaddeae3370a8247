import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { defaultMatchRadiusKm, maxMatchRadiusKm } from '../../shared/marketplace/matching.constants';
import {
  vacancyActorKinds,
  vacancyClosedReasons,
  vacancyEmploymentTypes,
  vacancyEventKinds,
  vacancyPayBases,
  vacancyStatuses,
  workArrangements,
} from '../../shared/marketplace/vacancy.constants';
import { user } from './auth-schema';
import { organisations } from './organisations-schema';

/** A job advert (docs/product/jobs.md); the board lists the open ones of verified organisations. */
export const vacancies = pgTable(
  'vacancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    employmentType: text('employment_type', { enum: vacancyEmploymentTypes }).notNull(),
    sessionsPerWeek: real('sessions_per_week'),
    hoursPerWeek: real('hours_per_week'),
    payBasis: text('pay_basis', { enum: vacancyPayBases }).notNull(),
    /** Whole pounds: a salary band's bottom, or the day rate. */
    payMinPounds: integer('pay_min_pounds').notNull(),
    /** Whole pounds: a salary band's top; null for a day rate. */
    payMaxPounds: integer('pay_max_pounds'),
    /** The place of work by its postcode district only, with the district's centroid for distance. */
    atOrganisationAddress: boolean('at_organisation_address').notNull().default(true),
    postcodeDistrict: text('postcode_district').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    workArrangement: text('work_arrangement', { enum: workArrangements }).notNull().default('on_site'),
    /** How far from the place of work the organisation looks for professionals (both radii must hold). */
    matchRadiusKm: integer('match_radius_km').notNull().default(defaultMatchRadiusKm),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    registrationBody: text('registration_body'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experienceBand: text('experience_band'),
    status: text('status', { enum: vacancyStatuses }).notNull().default('draft'),
    closedReason: text('closed_reason', { enum: vacancyClosedReasons }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was first opened: the board's "posted" date. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('vacancies_organisation_idx').on(table.organisationId, table.createdAt),
    index('vacancies_board_idx').on(table.role, table.publishedAt).where(sql`${table.status} = 'open'`),
    // A professional's matched vacancies: open vacancies of their roles in a box around them.
    index('vacancies_role_location_idx')
      .on(table.role, table.latitude, table.longitude)
      .where(sql`${table.status} = 'open'`),
    index('vacancies_location_idx').on(table.latitude, table.longitude).where(sql`${table.status} = 'open'`),
    index('vacancies_closing_idx').on(table.closingDate).where(sql`${table.status} in ('open', 'paused')`),
    check(
      'vacancies_match_radius_check',
      sql`match_radius_km between 1 and ${sql.raw(String(maxMatchRadiusKm))}`,
    ),
    check('vacancies_hours_check', sql`sessions_per_week is not null or hours_per_week is not null`),
    check(
      'vacancies_pay_check',
      sql`(pay_basis = 'annual_salary' and pay_max_pounds is not null and pay_max_pounds >= pay_min_pounds) or (pay_basis = 'day_rate' and pay_max_pounds is null)`,
    ),
    check('vacancies_closed_check', sql`(status = 'closed') = (closed_reason is not null)`),
  ],
);

export const vacancyEvents = pgTable(
  'vacancy_events',
  {
    // A sequence, so events of the same instant keep the order they happened in.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: vacancyEventKinds }).notNull(),
    closedReason: text('closed_reason', { enum: vacancyClosedReasons }),
    /** The names of the fields an edit changed, never their text. */
    changedFields: text('changed_fields').array(),
    actorKind: text('actor_kind', { enum: vacancyActorKinds }).notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vacancy_events_vacancy_idx').on(table.vacancyId, table.id)],
);
