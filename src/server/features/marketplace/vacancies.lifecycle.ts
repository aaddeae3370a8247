import { addDays, ukDate } from '../../../shared/validation/uk-day';
import { createVacanciesRepository } from './vacancies.repository';
import { type NoticeDeps, noticeOfClosedVacancies, noticeOfClosingTomorrow } from './vacancy-notifications';

/*
 * What closes a vacancy without its organisation (docs/product/jobs.md#self-closing): its closing date
 * passing, and the organisation losing its verification; and the reminder the day before
 * (docs/product/jobs.md#closing-notices).
 */

/**
 * Closes open and paused vacancies whose closing date (their last day) is before today in the UK, and
 * tells their organisations and the professionals they concern.
 */
export async function closeDueVacancies(deps: NoticeDeps): Promise<number> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const repository = createVacanciesRepository({ db: tx });
    const closed = await repository.closeDue(ukDate(at), at);
    await repository.addEvents(
      closed.map(({ id }) => ({
        vacancyId: id,
        kind: 'closed' as const,
        closedReason: 'expired' as const,
        actorKind: 'system' as const,
        actorUserId: null,
        at,
      })),
    );
    await noticeOfClosedVacancies({ ...deps, db: tx }, closed, 'expired');
    return closed.length;
  });
}

/**
 * Reminds organisations of their open vacancies whose closing date is tomorrow (UK), once per closing
 * date: the reminder is a step on the vacancy's timeline, written with the notices.
 */
export async function remindVacanciesClosingTomorrow(deps: NoticeDeps): Promise<number> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const repository = createVacanciesRepository({ db: tx });
    await repository.lockClosingReminders();
    const due = await repository.dueClosingReminders(addDays(ukDate(at), 1));
    await repository.addEvents(
      due.map(({ id }) => ({
        vacancyId: id,
        kind: 'closing_reminder' as const,
        actorKind: 'system' as const,
        actorUserId: null,
        at,
      })),
    );
    await noticeOfClosingTomorrow({ ...deps, db: tx }, due);
    return due.length;
  });
}

/** In the revocation's transaction: a revoked organisation advertises nothing. */
export async function closeVacanciesOfRevokedOrganisation(
  deps: NoticeDeps,
  organisationId: string,
  adminId: string,
): Promise<void> {
  const at = deps.now();
  const repository = createVacanciesRepository(deps);
  const closed = await repository.closeAllOf(organisationId, 'organisation_revoked', at);
  await repository.addEvents(
    closed.map(({ id }) => ({
      vacancyId: id,
      kind: 'closed' as const,
      closedReason: 'organisation_revoked' as const,
      actorKind: 'admin' as const,
      actorUserId: adminId,
      at,
    })),
  );
  await noticeOfClosedVacancies(deps, closed, 'organisation_revoked');
}
