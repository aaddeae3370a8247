import { and, asc, count, desc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/** What the notices of a vacancy closing, or about to, need. */
const closedVacancyColumns = {
  id: vacancies.id,
  organisationId: vacancies.organisationId,
  title: vacancies.title,
  closingDate: vacancies.closingDate,
};
export type NoticedVacancy = { id: string; organisationId: string; title: string; closingDate: string };

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

    /**
     * The organisation's vacancy, held against a concurrent move until the transaction ends, so an
     * opportunity is never linked to a vacancy that closed meanwhile.
     */
    async findForLink(organisationId: string, id: string) {
      const [row] = await db
        .select({ id: vacancies.id, status: vacancies.status })
        .from(vacancies)
        .where(and(eq(vacancies.organisationId, organisationId), eq(vacancies.id, id)))
        .for('share');
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

    /** Closes open and paused vacancies whose closing date is before `today`; returns them. */
    async closeDue(today: string, at: Date) {
      return db
        .update(vacancies)
        .set({ status: 'closed', closedReason: 'expired', closedAt: at, updatedAt: at })
        .where(and(inArray(vacancies.status, ['open', 'paused']), lt(vacancies.closingDate, today)))
        .returning(closedVacancyColumns);
    },

    /** Closes the organisation's open and paused vacancies; returns them. */
    async closeAllOf(organisationId: string, reason: VacancyClosedReason, at: Date) {
      return db
        .update(vacancies)
        .set({ status: 'closed', closedReason: reason, closedAt: at, updatedAt: at })
        .where(
          and(eq(vacancies.organisationId, organisationId), inArray(vacancies.status, ['open', 'paused'])),
        )
        .returning(closedVacancyColumns);
    },

    /**
     * Open vacancies whose closing date is `closingDate` and whose organisation has not been reminded of
     * that date: no reminder on the timeline, or none since an edit changed the closing date. Callers
     * hold `lockClosingReminders` first, so two processes never both find the same one.
     */
    async dueClosingReminders(closingDate: string) {
      const reminder = alias(vacancyEvents, 'reminder');
      const edit = alias(vacancyEvents, 'closing_date_edit');
      const editedSince = db
        .select({ id: edit.id })
        .from(edit)
        .where(
          and(
            eq(edit.vacancyId, vacancies.id),
            eq(edit.kind, 'edited'),
            gt(edit.id, reminder.id),
            sql`'closingDate' = any(${edit.changedFields})`,
          ),
        );
      const reminded = db
        .select({ id: reminder.id })
        .from(reminder)
        .where(
          and(
            eq(reminder.vacancyId, vacancies.id),
            eq(reminder.kind, 'closing_reminder'),
            notExists(editedSince),
          ),
        );
      return db
        .select(closedVacancyColumns)
        .from(vacancies)
        .where(
          and(eq(vacancies.status, 'open'), eq(vacancies.closingDate, closingDate), notExists(reminded)),
        );
    },

    /**
     * Serialises the closing reminders across server processes until the transaction ends: the next
     * run's query starts after this one committed its reminders, so it sees them.
     */
    async lockClosingReminders() {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('vacancy-closing-reminders'))`);
    },
  };
}
