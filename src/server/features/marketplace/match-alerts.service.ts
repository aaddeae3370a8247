import {
  savedSearchMatchNotice,
  vacancyMatchNotice,
} from '../../../shared/marketplace/match-alerts.messages';
import { savedSearchFilterSchema } from '../../../shared/marketplace/saved-search.schemas';
import { ukDate } from '../../../shared/validation/uk-day';
import type { Database } from '../../db/database';
import { createMatchAlertsRepository } from './match-alerts.repository';
import { createMatchingRepository } from './matching.repository';
import { notifyBell } from './notifications.service';
import { createSearchRepository } from './search.repository';
import { searchFilterOf } from './search.service';

/*
 * Alerts of new matches (docs/product/matching.md#alerts-and-digests): a bell at once, and the alert row
 * a digest e-mails later. Each runs inside the transaction of the change that causes it.
 */

export interface MatchAlertDeps {
  db: Database;
  now: () => Date;
}

/** At most this many job seekers hear of one vacancy, the nearest first. */
export const maxVacancyAlerts = 5000;

/**
 * Tells the job seekers a vacancy matches (hard filters only; the ranking is their matches page's) that
 * it is open. A job seeker hears of a vacancy once: reopening it after a pause alerts only new matches.
 */
export async function alertJobSeekersOfVacancy(deps: MatchAlertDeps, vacancyId: string) {
  const matching = createMatchingRepository(deps);
  const vacancy = await matching.vacancyFacts(vacancyId);
  const at = deps.now();
  if (
    vacancy?.status !== 'open' ||
    vacancy.organisationStatus !== 'verified' ||
    vacancy.closingDate < ukDate(at)
  )
    return 0;
  const seekers = await matching.candidateIdsForVacancy(vacancy, {
    tier: 'active_seeker',
    limit: maxVacancyAlerts,
  });
  const alerted = await createMatchAlertsRepository(deps).insertVacancyAlerts(
    vacancy.id,
    seekers.map((seeker) => seeker.userId),
    at,
  );
  await notifyBell(deps, alerted, vacancyMatchNotice(vacancy));
  return alerted.length;
}

/**
 * Tells the owners of saved searches that a professional just saved or made findable is in their
 * results, once per search. Each search is checked with the search's own filter, so whoever the search
 * would not show (hiding from the organisation, not findable, other filters) alerts nobody.
 */
export async function alertSavedSearchesOfProfessional(deps: MatchAlertDeps, userId: string) {
  const candidate = await createMatchingRepository(deps).candidateFacts(userId);
  if (!candidate) return 0;
  const roles = [candidate.arrsRole, ...candidate.rolesOfInterest].filter((role): role is string =>
    Boolean(role),
  );
  const alerts = createMatchAlertsRepository(deps);
  const search = createSearchRepository(deps);
  const matched = [];
  for (const saved of await alerts.alertingSearchesAround(candidate, roles)) {
    const parsed = savedSearchFilterSchema.safeParse(saved.filter);
    if (!parsed.success) continue;
    const origin = { latitude: saved.latitude, longitude: saved.longitude };
    const searcher = { organisationId: saved.organisationId, odsCode: saved.odsCode, location: origin };
    // The place was located when the search was saved: its stored centre stands for the postcode.
    const filter = {
      ...searchFilterOf(
        { ...searcher, postcode: '', organisationName: '' },
        {
          ...parsed.data,
          postcode: undefined,
        },
      ),
      radiusKm: saved.radiusKm,
    };
    if (await search.candidateMatchesFilter(userId, filter)) matched.push(saved);
  }
  const alerted = new Set(
    (await alerts.insertSavedSearchAlerts(userId, matched, deps.now())).map((row) => row.savedSearchId),
  );
  for (const saved of matched)
    if (alerted.has(saved.id))
      await notifyBell(
        deps,
        [saved.userId],
        savedSearchMatchNotice({ name: saved.name, filter: saved.filter }),
      );
  return alerted.size;
}
