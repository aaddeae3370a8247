import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactSubmissions, recruitmentSubmissions } from '../../db/schema';

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
export type NewRecruitmentSubmission = typeof recruitmentSubmissions.$inferInsert;

/** What a repeated contact submission is compared on: the lead as stored. */
const contactLeadColumns = {
  name: contactSubmissions.name,
  email: contactSubmissions.email,
  phone: contactSubmissions.phone,
  organisation: contactSubmissions.organisation,
  message: contactSubmissions.message,
  consultationType: contactSubmissions.consultationType,
};

export type StoredContactLead = Pick<NewContactSubmission, keyof typeof contactLeadColumns>;

/** What a repeated recruitment submission is compared on: the lead as stored. */
const recruitmentLeadColumns = {
  submissionType: recruitmentSubmissions.submissionType,
  name: recruitmentSubmissions.name,
  email: recruitmentSubmissions.email,
  phone: recruitmentSubmissions.phone,
  organisation: recruitmentSubmissions.organisation,
  role: recruitmentSubmissions.role,
  description: recruitmentSubmissions.description,
  location: recruitmentSubmissions.location,
  salary: recruitmentSubmissions.salary,
  employmentType: recruitmentSubmissions.employmentType,
};

export type StoredRecruitmentLead = Pick<NewRecruitmentSubmission, keyof typeof recruitmentLeadColumns>;

export function createSubmissionsRepository({ db }: { db: Database }) {
  return {
    /**
     * Stores the lead; false when its idempotency key is already taken (a concurrent request with
     * the same key that committed first: PostgreSQL waits for it, so there is never a second row).
     */
    async insertContact(values: NewContactSubmission): Promise<boolean> {
      const inserted = await db
        .insert(contactSubmissions)
        .values(values)
        .onConflictDoNothing({ target: contactSubmissions.idempotencyKey })
        .returning({ id: contactSubmissions.id });
      return inserted.length > 0;
    },
    async findContactByIdempotencyKey(key: string): Promise<StoredContactLead | undefined> {
      const [row] = await db
        .select(contactLeadColumns)
        .from(contactSubmissions)
        .where(eq(contactSubmissions.idempotencyKey, key))
        .limit(1);
      return row;
    },
    /** Stores the lead; false when its idempotency key is already taken (as `insertContact`). */
    async insertRecruitment(values: NewRecruitmentSubmission): Promise<boolean> {
      const inserted = await db
        .insert(recruitmentSubmissions)
        .values(values)
        .onConflictDoNothing({ target: recruitmentSubmissions.idempotencyKey })
        .returning({ id: recruitmentSubmissions.id });
      return inserted.length > 0;
    },
    async findRecruitmentByIdempotencyKey(key: string): Promise<StoredRecruitmentLead | undefined> {
      const [row] = await db
        .select(recruitmentLeadColumns)
        .from(recruitmentSubmissions)
        .where(eq(recruitmentSubmissions.idempotencyKey, key))
        .limit(1);
      return row;
    },
  };
}
