import type { Database } from '../../db/database';
import { contactSubmissions, recruitmentSubmissions } from '../../db/schema';

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
export type NewRecruitmentSubmission = typeof recruitmentSubmissions.$inferInsert;

/** The public forms' leads. Pass a transaction to store a lead together with its mail. */
export function createSubmissionsRepository({ db }: { db: Database }) {
  return {
    async insertContact(values: NewContactSubmission): Promise<void> {
      await db.insert(contactSubmissions).values(values);
    },
    async insertRecruitment(values: NewRecruitmentSubmission): Promise<void> {
      await db.insert(recruitmentSubmissions).values(values);
    },
  };
}
