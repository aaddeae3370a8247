import { ukDate } from '../../../shared/validation/uk-day';
import type { Database } from '../../db/database';
import { createVacanciesRepository } from './vacancies.repository';

/*
 * What closes a vacancy without its organisation (docs/product/jobs.md#self-closing): its closing date
 * passing, and the organisation losing its verification.
 */

/** Closes open and paused vacancies whose closing date (their last day) is before today in the UK. */
export async function closeDueVacancies(deps: { db: Database; now: () => Date }): Promise<number> {
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
    return closed.length;
  });
}

/** In the revocation's transaction: a revoked organisation advertises nothing. */
export async function closeVacanciesOfRevokedOrganisation(
  tx: Database,
  organisationId: string,
  adminId: string,
  at: Date,
): Promise<void> {
  const repository = createVacanciesRepository({ db: tx });
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
}
