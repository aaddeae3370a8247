import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  NoteAudience,
  OpportunityActorKind,
  OpportunityStatus,
} from '../../../shared/marketplace/opportunity.constants';
import type { Database } from '../../db/database';
import {
  candidateDocuments,
  candidateProfiles,
  consentReceipts,
  opportunities,
  opportunityEvents,
  organisations,
  reimbursementRates,
  user,
  userProfiles,
  vacancies,
} from '../../db/schema';

export type OpportunityRow = typeof opportunities.$inferSelect;

export function createOpportunitiesRepository({ db }: { db: Database }) {
  return {
    /** Creates it; null when the organisation already has an unanswered one for this candidate. */
    async create(values: typeof opportunities.$inferInsert) {
      const [row] = await db.insert(opportunities).values(values).onConflictDoNothing().returning();
      return row;
    },

    async addEvent(event: {
      opportunityId: string;
      status: OpportunityStatus;
      actorKind: OpportunityActorKind;
      actorUserId: string | null;
      note?: string | null;
      /** Who reads the note besides the team; the organisation only unless told. */
      noteAudience?: NoteAudience;
      at: Date;
    }) {
      await db.insert(opportunityEvents).values({
        opportunityId: event.opportunityId,
        status: event.status,
        actorKind: event.actorKind,
        actorUserId: event.actorUserId,
        note: event.note ?? null,
        noteAudience: event.noteAudience ?? 'organisation',
        createdAt: event.at,
      });
    },

    async timelines(opportunityIds: readonly string[]) {
      if (opportunityIds.length === 0) return [];
      return db
        .select({
          opportunityId: opportunityEvents.opportunityId,
          status: opportunityEvents.status,
          by: opportunityEvents.actorKind,
          note: opportunityEvents.note,
          noteAudience: opportunityEvents.noteAudience,
          at: opportunityEvents.createdAt,
        })
        .from(opportunityEvents)
        .where(inArray(opportunityEvents.opportunityId, [...opportunityIds]))
        .orderBy(asc(opportunityEvents.createdAt), asc(opportunityEvents.id));
    },

    async findById(id: string) {
      const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
      return row;
    },

    /** Moves it from one of `from` to `to`; undefined if it was no longer in one of them. */
    async move(
      id: string,
      from: readonly OpportunityStatus[],
      to: OpportunityStatus,
      at: Date,
      extra: Partial<OpportunityRow> = {},
    ) {
      const [row] = await db
        .update(opportunities)
        .set({ ...extra, status: to, updatedAt: at })
        .where(and(eq(opportunities.id, id), inArray(opportunities.status, [...from])))
        .returning();
      return row;
    },

    /** The vacancies these opportunities are linked to, for their titles. */
    async linkedVacancies(vacancyIds: readonly (string | null)[]) {
      const ids = [...new Set(vacancyIds.filter((id): id is string => id !== null))];
      if (ids.length === 0) return [];
      return db
        .select({
          id: vacancies.id,
          organisationId: vacancies.organisationId,
          title: vacancies.title,
          slug: vacancies.slug,
          publishedAt: vacancies.publishedAt,
        })
        .from(vacancies)
        .where(inArray(vacancies.id, ids));
    },

    /**
     * Opportunities linked to these vacancies that are still at an early stage at `at`: awaiting the
     * professional's answer (not yet expired) or approved, not yet introduced.
     */
    async earlyStageLinkedTo(vacancyIds: readonly string[], at: Date) {
      if (vacancyIds.length === 0) return [];
      return db
        .select({
          vacancyId: opportunities.vacancyId,
          candidateUserId: opportunities.candidateUserId,
          role: opportunities.role,
        })
        .from(opportunities)
        .where(
          and(
            inArray(opportunities.vacancyId, [...vacancyIds]),
            or(
              eq(opportunities.status, 'approved'),
              and(eq(opportunities.status, 'sent'), gt(opportunities.expiresAt, at)),
            ),
          ),
        );
    },

    async forOrganisation(organisationId: string) {
      return db
        .select()
        .from(opportunities)
        .where(eq(opportunities.organisationId, organisationId))
        .orderBy(desc(opportunities.createdAt))
        .limit(200);
    },

    async forCandidate(candidateUserId: string) {
      return (
        db
          .select({
            opportunity: opportunities,
            organisationName: organisations.name,
            organisationType: organisations.type,
            receiptId: consentReceipts.id,
          })
          .from(opportunities)
          .innerJoin(organisations, eq(organisations.id, opportunities.organisationId))
          .leftJoin(consentReceipts, eq(consentReceipts.opportunityId, opportunities.id))
          // Their applications are listed on their own (applications.repository.ts).
          .where(
            and(eq(opportunities.candidateUserId, candidateUserId), eq(opportunities.startedBy, 'employer')),
          )
          .orderBy(desc(opportunities.createdAt))
          .limit(200)
      );
    },

    async forAdmin(status: OpportunityStatus | undefined) {
      const sender = alias(user, 'sender');
      const senderProfile = alias(userProfiles, 'sender_profile');
      return db
        .select({
          opportunity: opportunities,
          organisationName: organisations.name,
          organisationContactName: organisations.contactName,
          organisationJobTitle: organisations.jobTitle,
          organisationPhone: organisations.phone,
          senderName: senderProfile.fullName,
          senderEmail: sender.email,
          candidateName: userProfiles.fullName,
          candidateEmail: user.email,
          candidateContactEmail: candidateProfiles.contactEmail,
          candidatePhone: userProfiles.mobilePhone,
        })
        .from(opportunities)
        .innerJoin(organisations, eq(organisations.id, opportunities.organisationId))
        .leftJoin(sender, eq(sender.id, opportunities.createdBy))
        .leftJoin(senderProfile, eq(senderProfile.userId, opportunities.createdBy))
        .innerJoin(user, eq(user.id, opportunities.candidateUserId))
        .innerJoin(userProfiles, eq(userProfiles.userId, opportunities.candidateUserId))
        .leftJoin(candidateProfiles, eq(candidateProfiles.userId, opportunities.candidateUserId))
        .where(status ? eq(opportunities.status, status) : undefined)
        .orderBy(desc(opportunities.updatedAt))
        .limit(500);
    },

    /** Unanswered opportunities past their answer-by time, claimed and marked expired. */
    async expireDue(at: Date, limit: number) {
      const due = db
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(and(eq(opportunities.status, 'sent'), lte(opportunities.expiresAt, at)))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(opportunities)
        .set({ status: 'expired', updatedAt: at })
        .where(inArray(opportunities.id, due))
        .returning();
    },

    async candidateDetails(candidateUserId: string) {
      const [row] = await db
        .select({
          fullName: userProfiles.fullName,
          email: user.email,
          contactEmail: candidateProfiles.contactEmail,
          phone: userProfiles.mobilePhone,
          postcode: userProfiles.homePostcode,
          photoFileId: candidateProfiles.photoFileId,
          videoFileId: candidateProfiles.videoFileId,
          reference: candidateProfiles.reference,
          cvSharingConsent: userProfiles.cvSharingConsent,
        })
        .from(userProfiles)
        .innerJoin(user, eq(user.id, userProfiles.userId))
        .leftJoin(candidateProfiles, eq(candidateProfiles.userId, userProfiles.userId))
        .where(eq(userProfiles.userId, candidateUserId));
      return row;
    },

    async latestCvFileId(candidateUserId: string) {
      const [row] = await db
        .select({ fileId: candidateDocuments.fileId })
        .from(candidateDocuments)
        .where(and(eq(candidateDocuments.userId, candidateUserId), eq(candidateDocuments.documentType, 'cv')))
        .orderBy(desc(candidateDocuments.createdAt))
        .limit(1);
      return row?.fileId ?? null;
    },

    /** Whether the candidate consents, now, to employers they approve receiving their CV. */
    async cvSharingConsent(candidateUserId: string) {
      const [row] = await db
        .select({ given: userProfiles.cvSharingConsent })
        .from(userProfiles)
        .where(eq(userProfiles.userId, candidateUserId));
      return row?.given === true;
    },

    async complianceDocuments(candidateUserId: string) {
      return db
        .select({
          type: candidateDocuments.documentType,
          status: candidateDocuments.status,
          expiryDate: candidateDocuments.expiryDate,
        })
        .from(candidateDocuments)
        .where(and(eq(candidateDocuments.userId, candidateUserId), ne(candidateDocuments.documentType, 'cv')))
        .orderBy(desc(candidateDocuments.createdAt));
    },

    async createReceipt(values: typeof consentReceipts.$inferInsert) {
      const [row] = await db.insert(consentReceipts).values(values).returning();
      if (!row) throw new Error('receipt insert returned nothing');
      return row;
    },

    async withdrawReceipt(opportunityId: string, at: Date) {
      await db
        .update(consentReceipts)
        .set({ withdrawnAt: at })
        .where(and(eq(consentReceipts.opportunityId, opportunityId), isNull(consentReceipts.withdrawnAt)));
    },

    async receiptsOf(candidateUserId: string) {
      return db
        .select()
        .from(consentReceipts)
        .where(eq(consentReceipts.candidateUserId, candidateUserId))
        .orderBy(desc(consentReceipts.approvedAt));
    },

    async receipt(candidateUserId: string, id: string) {
      const [row] = await db
        .select()
        .from(consentReceipts)
        .where(and(eq(consentReceipts.candidateUserId, candidateUserId), eq(consentReceipts.id, id)));
      return row;
    },

    async rates(financialYear: string) {
      return db
        .select()
        .from(reimbursementRates)
        .where(eq(reimbursementRates.financialYear, financialYear))
        .orderBy(asc(reimbursementRates.role));
    },

    async rate(role: string, financialYear: string) {
      const [row] = await db
        .select()
        .from(reimbursementRates)
        .where(and(eq(reimbursementRates.role, role), eq(reimbursementRates.financialYear, financialYear)));
      return row;
    },

    async upsertRate(values: {
      role: string;
      financialYear: string;
      maxAnnualPence: number;
      updatedBy: string;
      at: Date;
    }) {
      await db
        .insert(reimbursementRates)
        .values({ ...values, updatedAt: values.at })
        .onConflictDoUpdate({
          target: [reimbursementRates.role, reimbursementRates.financialYear],
          set: { maxAnnualPence: values.maxAnnualPence, updatedBy: values.updatedBy, updatedAt: values.at },
        });
    },

    async deleteRate(role: string, financialYear: string) {
      await db
        .delete(reimbursementRates)
        .where(and(eq(reimbursementRates.role, role), eq(reimbursementRates.financialYear, financialYear)));
    },
  };
}
