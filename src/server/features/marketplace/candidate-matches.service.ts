import { arrsRoleName } from '../../../shared/content/arrs-roles';
import {
  type CandidateMatchesResponse,
  candidateMatchesLimit,
  candidateMatchMessages,
  type MatchedVacancy,
} from '../../../shared/marketplace/candidate-matches.schemas';
import { earlyAccessFor } from '../../../shared/marketplace/early-access';
import { jobPath } from '../../../shared/marketplace/job-paths';
import { byMatch, scoreMatch } from '../../../shared/marketplace/match-score';
import { paths } from '../../../shared/routing/paths';
import { ukDate } from '../../../shared/validation/uk-day';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { createApplicationsRepository } from './applications.repository';
import { createCandidateMatchesRepository } from './candidate-matches.repository';
import { createMatchingRepository, type VacancyForCandidate } from './matching.repository';

export interface CandidateMatchesDeps {
  db: Database;
  now: () => Date;
}

export const candidateMatchErrors = {
  jobSeekersOnly: () => new AppError(403, 'JOB_SEEKERS_ONLY', candidateMatchMessages.jobSeekersOnly),
};

/**
 * The vacancies scored: more than are shown, since the nearest are not always the best matches. The
 * hard filters (role, both radii) keep the pool to what is reachable.
 */
const candidatePool = 500;

function presentMatch(
  row: VacancyForCandidate,
  match: ReturnType<typeof scoreMatch>,
  extra: Pick<MatchedVacancy, 'application' | 'earlyAccess'>,
): MatchedVacancy {
  return {
    vacancyId: row.id,
    title: row.title,
    roleName: arrsRoleName(row.role) ?? row.role,
    organisationName: row.organisationName,
    postcodeDistrict: row.postcodeDistrict,
    workArrangement: row.workArrangement,
    employmentType: row.employmentType,
    pay: { basis: row.payBasis, minPounds: row.payMinPounds, maxPounds: row.payMaxPounds },
    sessionsPerWeek: row.sessionsPerWeek,
    hoursPerWeek: row.hoursPerWeek,
    startDate: row.startDate,
    closingDate: row.closingDate,
    jobPath: jobPath(row),
    distanceKm: Math.round(row.distanceKm * 10) / 10,
    score: match.score,
    reasons: match.reasons,
    ...extra,
  };
}

/**
 * A job seeker's matched vacancies, best first (docs/product/matching.md#matched-vacancies); reading
 * them marks their alerts for these vacancies seen. Other tiers are told matches come with the job
 * seeker tier.
 */
export async function candidateMatches(
  deps: CandidateMatchesDeps,
  candidateUserId: string,
): Promise<CandidateMatchesResponse> {
  const standing = await createApplicationsRepository(deps).earlyAccessStanding(candidateUserId);
  if (standing.profileTier !== 'active_seeker') throw candidateMatchErrors.jobSeekersOnly();
  const matching = createMatchingRepository(deps);
  const facts = await matching.candidateFacts(candidateUserId);
  if (!facts) return { matchable: false, matches: [] };
  const now = deps.now();
  const rows = await matching.vacanciesForCandidate(facts, { today: ukDate(now), limit: candidatePool });
  const ranked = rows
    .map((row) => ({ row, match: scoreMatch(facts, row, row.distanceKm, 'candidate') }))
    .sort(byMatch)
    .slice(0, candidateMatchesLimit);
  const vacancyIds = ranked.map(({ row }) => row.id);
  const repository = createCandidateMatchesRepository(deps);
  const applications = await repository.applicationsTo(candidateUserId, vacancyIds);
  await repository.markVacancyAlertsSeen(candidateUserId, vacancyIds, now);
  return {
    matchable: true,
    matches: ranked.map(({ row, match }) => {
      const applicationId = applications.get(row.id);
      return presentMatch(row, match, {
        application: applicationId ? { id: applicationId, path: paths.platform.candidateApplications } : null,
        earlyAccess: earlyAccessFor(row.publishedAt, now, facts),
      });
    }),
  };
}
