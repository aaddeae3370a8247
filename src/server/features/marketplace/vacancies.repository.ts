import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { OpportunityStatus } from '../../../shared/marketplace/opportunity.constants';
import type {
  VacancyActorKind,
  VacancyClosedReason,
  VacancyEventKind,
  VacancyStatus,
} from '../../../shared/marketplace/vacancy.constants';
import type { Database } from '../../db/database';
import { opportunities, reimbursementRates, vacancies, vacancyEvents } from '../../db/schema';

export type VacancyRow = typeof vacancies.$inferSelect;
export type VacancyValues = Omit<
  typeof vacancies.$inferInsert,
  'id' | 'status' | 'closedReason' | 'createdAt' | 'publishedAt' | 'updatedAt' | 'closedAt'
>;
export type VacancyEventInput = {
  vacancyId: string;
  kind: VacancyEventKind;
  actorKind: VacancyActorKind;
  actorUserId: string | null;
  closedReason?: VacancyClosedReason | null;
  changedFields?: string[] | null;
  at: Date;
};

/** The employer's side: always by organisation, so one organisation never reaches another's vacancy. */
export function createVacanciesRepository({ db }: { db: Database }) {
  return {
    async create(values: VacancyValues & { status: 'draft' | 'open'; at: Date }) {
      const { at, ...rest } = values;
      const [row] = await db
        .insert(vacancies)
        .values({ ...rest, createdAt: at, updatedAt: at, publishedAt: values.status === 'open' ? at : null })
        .returning();
      if (!row) throw new Error('vacancy insert returned no row');
      return row;
    },

    async find(organisationId: string, id: string) {
      const [row] = await db
        .select()
        .from(vacancies)
        .where(and(eq(vacancies.organisationId, organisationId), eq(vacancies.id, id)));
      return row;
    },

    async list(organisationId: string) {
      return db
        .select()
        .from(vacancies)
        .where(eq(vacancies.organisationId, organisationId))
        .orderBy(desc(vacancies.createdAt), desc(vacancies.id));
    },

    /** Replaces the advert's fields unless it has closed meanwhile. */
    async update(organisationId: string, id: string, values: Partial<VacancyValues>, at: Date) {
      const [row] = await db
        .update(vacancies)
        .set({ ...values, updatedAt: at })
        .where(
          and(
            eq(vacancies.organisationId, organisationId),
            eq(vacancies.id, id),
            inArray(vacancies.status, ['draft', 'open', 'paused']),
          ),
        )
        .returning();
      return row;
    },

    /** Moves it only from `from`, so two concurrent moves cannot both succeed. */
    async move(
      organisationId: string,
      id: string,
      move: {
        from: readonly VacancyStatus[];
        to: VacancyStatus;
        reason: VacancyClosedReason | null;
        at: Date;
      },
    ) {
      const [existing] = await db
        .select({ publishedAt: vacancies.publishedAt })
        .from(vacancies)
        .where(and(eq(vacancies.organisationId, organisationId), eq(vacancies.id, id)));
      if (!existing) return undefined;
      const [row] = await db
        .update(vacancies)
        .set({
          status: move.to,
          closedReason: move.to === 'closed' ? move.reason : null,
          closedAt: move.to === 'closed' ? move.at : null,
          publishedAt: move.to === 'open' && !existing.publishedAt ? move.at : existing.publishedAt,
          updatedAt: move.at,
        })
        .where(
          and(
            eq(vacancies.organisationId, organisationId),
            eq(vacancies.id, id),
            inArray(vacancies.status, [...move.from]),
          ),
        )
        .returning();
      return row;
    },

    async addEvents(events: VacancyEventInput[]) {
      if (events.length === 0) return;
      await db.insert(vacancyEvents).values(
        events.map(({ at, ...event }) => ({
          ...event,
          closedReason: event.closedReason ?? null,
          changedFields: event.changedFields ?? null,
          createdAt: at,
        })),
      );
    },

    async events(vacancyId: string) {
      return db
        .select()
        .from(vacancyEvents)
        .where(eq(vacancyEvents.vacancyId, vacancyId))
        .orderBy(asc(vacancyEvents.id));
    },

    /** Linked opportunities by vacancy and status. */
    async applicantCounts(vacancyIds: string[]) {
      if (vacancyIds.length === 0) return [];
      const rows = await db
        .select({ vacancyId: opportunities.vacancyId, status: opportunities.status, count: count() })
        .from(opportunities)
        .where(inArray(opportunities.vacancyId, vacancyIds))
        .groupBy(opportunities.vacancyId, opportunities.status);
      return rows.map((row) => ({
        vacancyId: row.vacancyId as string,
        status: row.status as OpportunityStatus,
        count: Number(row.count),
      }));
    },

    async rates(roles: string[], financialYear: string) {
      if (roles.length === 0) return [];
      return db
        .select({ role: reimbursementRates.role, maxAnnualPence: reimbursementRates.maxAnnualPence })
        .from(reimbursementRates)
        .where(
          and(inArray(reimbursementRates.role, roles), eq(reimbursementRates.financialYear, financialYear)),
        );
    },

    /** Closes open and paused vacancies whose closing date is before `today`; returns their ids. */
    async closeDue(today: string, at: Date) {
      return db
        .update(vacancies)
        .set({ status: 'closed', closedReason: 'expired', closedAt: at, updatedAt: at })
        .where(and(inArray(vacancies.status, ['open', 'paused']), lt(vacancies.closingDate, today)))
        .returning({ id: vacancies.id });
    },

    /** Closes the organisation's open and paused vacancies; returns their ids. */
    async closeAllOf(organisationId: string, reason: VacancyClosedReason, at: Date) {
      return db
        .update(vacancies)
        .set({ status: 'closed', closedReason: reason, closedAt: at, updatedAt: at })
        .where(
          and(eq(vacancies.organisationId, organisationId), inArray(vacancies.status, ['open', 'paused'])),
        )
        .returning({ id: vacancies.id });
    },
  };
}
