import { eq } from 'drizzle-orm';
import { organisationCompletion } from '../../../shared/marketplace/organisation.schemas';
import type { Database } from '../../db/database';
import {
  candidateProfiles,
  feedbackSurveys,
  organisationMembers,
  organisations,
  userLoginTracking,
} from '../../db/schema';

export function createFeedbackRepository({ db }: { db: Database }) {
  return {
    async surveyFacts(userId: string) {
      const [tracking] = await db
        .select({ loginCount: userLoginTracking.loginCount, lastSurveyAt: userLoginTracking.lastSurveyAt })
        .from(userLoginTracking)
        .where(eq(userLoginTracking.userId, userId));
      const [feedback] = await db
        .select({ id: feedbackSurveys.id })
        .from(feedbackSurveys)
        .where(eq(feedbackSurveys.userId, userId));
      const [profile] = await db
        .select({ completion: candidateProfiles.completionPercentage })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, userId));
      const [organisation] = await db
        .select({
          name: organisations.name,
          type: organisations.type,
          odsCode: organisations.odsCode,
          addressLine: organisations.addressLine,
          postcode: organisations.postcode,
          contactName: organisations.contactName,
          jobTitle: organisations.jobTitle,
          phone: organisations.phone,
          website: organisations.website,
        })
        .from(organisationMembers)
        .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .where(eq(organisationMembers.userId, userId));
      return {
        organisationCompletion: organisation ? organisationCompletion(organisation) : 0,
        loginCount: tracking?.loginCount ?? 0,
        lastSurveyAt: tracking?.lastSurveyAt ?? null,
        hasFeedback: feedback !== undefined,
        candidateCompletion: profile?.completion ?? 0,
      };
    },

    async markShown(userId: string, at: Date) {
      await db
        .insert(userLoginTracking)
        .values({ userId, loginCount: 0, lastSurveyAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: userLoginTracking.userId, set: { lastSurveyAt: at, updatedAt: at } });
    },

    /** False when the user has already given feedback (one per person). */
    async insert(values: typeof feedbackSurveys.$inferInsert) {
      const rows = await db
        .insert(feedbackSurveys)
        .values(values)
        .onConflictDoNothing({ target: feedbackSurveys.userId })
        .returning({ id: feedbackSurveys.id });
      if (rows.length > 0) await this.markShown(values.userId, values.createdAt ?? new Date());
      return rows.length > 0;
    },
  };
}
