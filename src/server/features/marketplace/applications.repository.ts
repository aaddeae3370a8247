import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  candidateProfiles,
  consentReceipts,
  opportunities,
  organisations,
  userProfiles,
  vacancies,
} from '../../db/schema';

/**
 * Applications: opportunities the candidate started (`started_by = 'candidate'`), each tied to a vacancy.
 * Their pipeline, receipts and files are the opportunities' (opportunities.repository.ts).
 */
export function createApplicationsRepository({ db }: { db: Database }) {
  const isApplication = eq(opportunities.startedBy, 'candidate');
  return {
    /**
     * The applicant's standing, with their profile row locked: a consent withdrawn at the same moment
     * either comes first (and refuses the application) or waits and withdraws it too.
     */
    async applicantLocked(candidateUserId: string) {
      const [row] = await db
        .select({
          recruitmentConsent: userProfiles.recruitmentRepresentationConsent,
          cvSharingConsent: userProfiles.cvSharingConsent,
        })
        .from(userProfiles)
        .where(eq(userProfiles.userId, candidateUserId))
        .for('update');
      return row;
    },

    /** What early access reads: the tier and the stored completion. */
    async earlyAccessStanding(candidateUserId: string) {
      const [row] = await db
        .select({
          profileTier: userProfiles.profileTier,
          completionPercentage: candidateProfiles.completionPercentage,
        })
        .from(userProfiles)
        .leftJoin(candidateProfiles, eq(candidateProfiles.userId, userProfiles.userId))
        .where(eq(userProfiles.userId, candidateUserId));
      return {
        profileTier: row?.profileTier ?? 'community',
        completionPercentage: row?.completionPercentage ?? 0,
      };
    },

    async registrationComplete(candidateUserId: string) {
      const [row] = await db
        .select({ at: candidateProfiles.registrationCompletedAt })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, candidateUserId));
      return Boolean(row?.at);
    },

    /** The candidate's application for the vacancy, whatever its stage. */
    async existing(vacancyId: string, candidateUserId: string) {
      const [row] = await db
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(
          and(
            isApplication,
            eq(opportunities.vacancyId, vacancyId),
            eq(opportunities.candidateUserId, candidateUserId),
          ),
        );
      return row?.id ?? null;
    },

    async ofCandidate(candidateUserId: string) {
      return db
        .select({
          opportunity: opportunities,
          organisationName: organisations.name,
          organisationType: organisations.type,
          jobTitle: vacancies.title,
          payBasis: vacancies.payBasis,
          payMinPounds: vacancies.payMinPounds,
          payMaxPounds: vacancies.payMaxPounds,
          receiptId: consentReceipts.id,
        })
        .from(opportunities)
        .innerJoin(organisations, eq(organisations.id, opportunities.organisationId))
        .leftJoin(vacancies, eq(vacancies.id, opportunities.vacancyId))
        .leftJoin(consentReceipts, eq(consentReceipts.opportunityId, opportunities.id))
        .where(and(isApplication, eq(opportunities.candidateUserId, candidateUserId)))
        .orderBy(desc(opportunities.createdAt))
        .limit(200);
    },

    /** A vacancy's applicants, newest first; the caller has checked the vacancy is the organisation's. */
    async ofVacancy(organisationId: string, vacancyId: string) {
      return db
        .select()
        .from(opportunities)
        .where(
          and(
            isApplication,
            eq(opportunities.organisationId, organisationId),
            eq(opportunities.vacancyId, vacancyId),
          ),
        )
        .orderBy(desc(opportunities.createdAt))
        .limit(500);
    },

    /** The titles of these vacancies, by id. */
    async jobTitles(vacancyIds: readonly string[]): Promise<Map<string, string>> {
      if (vacancyIds.length === 0) return new Map();
      const rows = await db
        .select({ id: vacancies.id, title: vacancies.title })
        .from(vacancies)
        .where(inArray(vacancies.id, [...new Set(vacancyIds)]));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** Marks or unmarks a live application; undefined when it is no longer approved. */
    async setShortlisted(id: string, at: Date | null, now: Date) {
      const [row] = await db
        .update(opportunities)
        .set({ shortlistedAt: at, updatedAt: now })
        .where(and(eq(opportunities.id, id), isApplication, eq(opportunities.status, 'approved')))
        .returning();
      return row;
    },

    /** Once, while the application is approved; undefined otherwise. */
    async requestIntroduction(id: string, at: Date) {
      const [row] = await db
        .update(opportunities)
        .set({ introductionRequestedAt: at, updatedAt: at })
        .where(
          and(
            eq(opportunities.id, id),
            isApplication,
            eq(opportunities.status, 'approved'),
            isNull(opportunities.introductionRequestedAt),
          ),
        )
        .returning();
      return row;
    },
  };
}
