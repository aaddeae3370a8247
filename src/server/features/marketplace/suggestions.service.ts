import { byMatch, type Match, scoreMatch } from '../../../shared/marketplace/match-score';
import {
  maxSuggestions,
  suggestionMessages,
  suggestionPoolSize,
  type VacancySuggestionsResponse,
} from '../../../shared/marketplace/suggestion.schemas';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { createCandidateReferencesRepository } from './candidate-references.repository';
import { type CandidateForVacancy, createMatchingRepository } from './matching.repository';
import { presentAnonymised } from './search.presenter';
import type { Searcher } from './search.service';
import { vacancyErrors } from './vacancies.service';

/*
 * Suggested professionals (docs/product/matching.md#suggested-professionals): the hard filters in SQL
 * over the nearest professionals, the one scoring function over those, and the best shown as search
 * shows a profile: anonymised, by this organisation's reference, never a name, account or postcode.
 */

export const suggestionErrors = {
  closed: () => new AppError(409, 'VACANCY_CLOSED', suggestionMessages.closed),
};

/** What the scoring function reads of a professional. */
function matchCandidateOf(row: CandidateForVacancy) {
  return {
    arrsRole: row.arrsRole,
    rolesOfInterest: row.rolesOfInterest ?? [],
    workRadiusKm: row.workRadiusKm ?? 0,
    availableFrom: row.availableFrom,
    employmentTypes: row.employmentTypes ?? [],
    sessionsPerWeek: row.sessionsPerWeek,
    registrationBodies: row.registrationBodies,
    skills: row.skills,
    profileTier: row.profileTier,
    completionPercentage: row.completionPercentage,
  };
}

/** The best matches for one of the organisation's vacancies; another organisation's is not found. */
export async function suggestedProfessionals(
  deps: { db: Database },
  searcher: Searcher,
  vacancyId: string,
): Promise<VacancySuggestionsResponse> {
  const matching = createMatchingRepository(deps);
  const vacancy = await matching.vacancyFacts(vacancyId);
  if (!vacancy || vacancy.organisationId !== searcher.organisationId) throw vacancyErrors.notFound();
  if (vacancy.status === 'closed') throw suggestionErrors.closed();
  const pool = await matching.candidatesForVacancy(vacancy, { limit: suggestionPoolSize });
  const best = pool
    .map((row) => ({ row, match: scoreMatch(matchCandidateOf(row), vacancy, row.distanceKm, 'employer') }))
    .sort(byMatch)
    .slice(0, maxSuggestions);
  const userIds = best.map(({ row }) => row.userId);
  const [profiles, references] = await Promise.all([
    matching.candidateProfilesForVacancy(vacancy, userIds),
    createCandidateReferencesRepository(deps).issue(searcher.organisationId, userIds),
  ]);
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  const matchOf = new Map<string, Match>(best.map(({ row, match }) => [row.userId, match]));
  // In the ranked order; anyone who stopped matching between the two reads is left out.
  const suggestions = userIds.flatMap((userId) => {
    const profile = profileOf.get(userId);
    const match = matchOf.get(userId);
    const [card] = profile ? presentAnonymised([profile], references) : [];
    return card && match ? [{ ...card, match }] : [];
  });
  return { matchRadiusKm: vacancy.matchRadiusKm, suggestions };
}
