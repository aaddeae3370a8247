import { and, count, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type {
  InboxStatus,
  InboxType,
  SubmissionKind,
} from '../../../shared/submissions/submissions-inbox.schemas';
import type { Database } from '../../db/database';
import { contactSubmissions, recruitmentSubmissions } from '../../db/schema';

export interface InboxRowFilter {
  type?: InboxType | undefined;
  status?: InboxStatus | undefined;
  fromAt?: Date | undefined;
  beforeAt?: Date | undefined;
  q?: string | undefined;
}

/** LIKE treats %, _ and \ as special: a search for "a_b" means those three characters. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const nullText = (alias: string) => sql<string | null>`null::text`.as(alias);

/** Both tables' rows in one shape (same keys in the same order: the union needs it). */
function contactColumns() {
  const table = contactSubmissions;
  return {
    id: table.id,
    kind: sql<SubmissionKind>`'contact'::text`.as('kind'),
    type: sql<InboxType>`'contact'::text`.as('type'),
    name: table.name,
    email: table.email,
    phone: table.phone,
    organisation: table.organisation,
    message: table.message,
    consultationType: sql<string | null>`${table.consultationType}`.as('consultation_type'),
    role: nullText('role'),
    location: nullText('location'),
    salary: nullText('salary'),
    employmentType: nullText('employment_type'),
    approved: sql<boolean | null>`null::boolean`.as('approved'),
    status: table.status,
    internalNotes: table.internalNotes,
    handledAt: table.handledAt,
    createdAt: table.createdAt,
  };
}

function recruitmentColumns() {
  const table = recruitmentSubmissions;
  return {
    id: table.id,
    kind: sql<SubmissionKind>`'recruitment'::text`.as('kind'),
    type: sql<InboxType>`${table.submissionType}`.as('type'),
    name: table.name,
    email: table.email,
    phone: table.phone,
    organisation: table.organisation,
    message: table.description,
    consultationType: nullText('consultation_type'),
    role: sql<string | null>`${table.role}`.as('role'),
    location: sql<string | null>`${table.location}`.as('location'),
    salary: sql<string | null>`${table.salary}`.as('salary'),
    employmentType: sql<string | null>`${table.employmentType}`.as('employment_type'),
    approved: sql<boolean | null>`${table.approved}`.as('approved'),
    status: table.status,
    internalNotes: table.internalNotes,
    handledAt: table.handledAt,
    createdAt: table.createdAt,
  };
}

export interface InboxRow {
  id: string;
  kind: SubmissionKind;
  type: InboxType;
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  message: string;
  consultationType: string | null;
  role: string | null;
  location: string | null;
  salary: string | null;
  employmentType: string | null;
  approved: boolean | null;
  status: InboxStatus;
  internalNotes: string;
  handledAt: Date | null;
  createdAt: Date;
}

/**
 * What both tables filter alike: the handling status, the date range, and the search words in the
 * sender's name, e-mail and organisation or in `text` (the message, or the recruitment description).
 */
function sharedConditions(
  table: typeof contactSubmissions | typeof recruitmentSubmissions,
  text: typeof contactSubmissions.message | typeof recruitmentSubmissions.description,
  filter: InboxRowFilter,
): (SQL | undefined)[] {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return [
    filter.status ? eq(table.status, filter.status) : undefined,
    filter.fromAt ? gte(table.createdAt, filter.fromAt) : undefined,
    filter.beforeAt ? lt(table.createdAt, filter.beforeAt) : undefined,
    pattern
      ? or(
          ilike(table.name, pattern),
          ilike(table.email, pattern),
          ilike(table.organisation, pattern),
          ilike(text, pattern),
        )
      : undefined,
  ];
}

function contactConditions(filter: InboxRowFilter): SQL | undefined {
  return and(...sharedConditions(contactSubmissions, contactSubmissions.message, filter));
}

function recruitmentConditions(filter: InboxRowFilter): SQL | undefined {
  const table = recruitmentSubmissions;
  return and(
    filter.type === 'employer' || filter.type === 'candidate'
      ? eq(table.submissionType, filter.type)
      : undefined,
    ...sharedConditions(table, table.description, filter),
  );
}

export function createSubmissionsInboxRepository({ db }: { db: Database }) {
  const contactQuery = (filter: InboxRowFilter) =>
    db.select(contactColumns()).from(contactSubmissions).where(contactConditions(filter));
  const recruitmentQuery = (filter: InboxRowFilter) =>
    db.select(recruitmentColumns()).from(recruitmentSubmissions).where(recruitmentConditions(filter));
  const wantsContact = (filter: InboxRowFilter) => !filter.type || filter.type === 'contact';
  const wantsRecruitment = (filter: InboxRowFilter) => filter.type !== 'contact';
  // Newest first; the id breaks ties so pages never overlap. Names of the union's output columns.
  const newestFirst = sql`"created_at" desc, "id" desc`;

  return {
    async list(filter: InboxRowFilter, limit: number, offset: number): Promise<InboxRow[]> {
      let rows: unknown[];
      if (wantsContact(filter) && wantsRecruitment(filter)) {
        rows = await unionAll(contactQuery(filter), recruitmentQuery(filter))
          .orderBy(newestFirst)
          .limit(limit)
          .offset(offset);
      } else if (wantsContact(filter)) {
        rows = await contactQuery(filter)
          .orderBy(sql`${contactSubmissions.createdAt} desc`, sql`${contactSubmissions.id} desc`)
          .limit(limit)
          .offset(offset);
      } else {
        rows = await recruitmentQuery(filter)
          .orderBy(sql`${recruitmentSubmissions.createdAt} desc`, sql`${recruitmentSubmissions.id} desc`)
          .limit(limit)
          .offset(offset);
      }
      return rows as InboxRow[];
    },

    async count(filter: InboxRowFilter): Promise<number> {
      const [contact, recruitment] = await Promise.all([
        wantsContact(filter)
          ? db.select({ n: count() }).from(contactSubmissions).where(contactConditions(filter))
          : Promise.resolve([{ n: 0 }]),
        wantsRecruitment(filter)
          ? db.select({ n: count() }).from(recruitmentSubmissions).where(recruitmentConditions(filter))
          : Promise.resolve([{ n: 0 }]),
      ]);
      return Number(contact[0]?.n ?? 0) + Number(recruitment[0]?.n ?? 0);
    },

    async find(kind: SubmissionKind, id: string): Promise<InboxRow | undefined> {
      const [row] =
        kind === 'contact'
          ? await db.select(contactColumns()).from(contactSubmissions).where(eq(contactSubmissions.id, id))
          : await db
              .select(recruitmentColumns())
              .from(recruitmentSubmissions)
              .where(eq(recruitmentSubmissions.id, id));
      return row as InboxRow | undefined;
    },

    async approveRecruitment(id: string): Promise<boolean> {
      const rows = await db
        .update(recruitmentSubmissions)
        .set({ approved: true })
        .where(eq(recruitmentSubmissions.id, id))
        .returning({ id: recruitmentSubmissions.id });
      return rows.length > 0;
    },

    /** Sets the status; `handledAt` is when it was marked done (null while it is not). */
    async setStatus(
      kind: SubmissionKind,
      id: string,
      status: InboxStatus,
      handledAt: Date | null,
    ): Promise<boolean> {
      const table = kind === 'contact' ? contactSubmissions : recruitmentSubmissions;
      const rows = await db
        .update(table)
        .set({ status, handledAt })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    async setNotes(kind: SubmissionKind, id: string, notes: string): Promise<boolean> {
      const table = kind === 'contact' ? contactSubmissions : recruitmentSubmissions;
      const rows = await db
        .update(table)
        .set({ internalNotes: notes })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
