import { listTier, strengthLabel } from '../../../shared/candidate/completion';
import type { EmploymentType, ExperienceBand } from '../../../shared/candidate/profile.schemas';
import type { RegistrationBody } from '../../../shared/candidate/uploads';
import type { AnonymisedCandidate } from '../../../shared/employer/search.schemas';
import { outwardCode } from '../../geo/outcodes';
import type { createSearchRepository, SearchRow } from './search.repository';

type Lists = Awaited<ReturnType<ReturnType<typeof createSearchRepository>['listsFor']>>;

/** Where an employer watches a video the candidate allows before approval. */
export const candidateVideoUrl = (reference: string) => `/api/employer/candidates/${reference}/video`;

function groupBy<T extends { userId: string }>(rows: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
}

/**
 * The anonymised profile (issue 13): listed fields only, built field by field so that nothing else
 * of the row can ever reach an employer — no name, e-mail, phone, full postcode, photo or file id.
 */
export function presentAnonymised(
  rows: readonly Omit<SearchRow, 'total'>[],
  lists: Lists,
): AnonymisedCandidate[] {
  const skills = groupBy(lists.skills);
  const qualifications = groupBy(lists.qualifications);
  const bodies = groupBy(lists.bodies);
  const experience = new Map(lists.experienceCounts.map((row) => [row.userId, row.count]));
  return rows.map((row) => {
    const skillNames = (skills.get(row.userId) ?? []).map((skill) => skill.name);
    const titles = (qualifications.get(row.userId) ?? []).map(({ title, yearAwarded }) => ({
      title,
      yearAwarded,
    }));
    const tiers = [
      listTier(skillNames.length),
      listTier(titles.length),
      listTier(experience.get(row.userId) ?? 0),
    ];
    return {
      reference: row.reference,
      arrsRole: row.arrsRole,
      rolesOfInterest: row.rolesOfInterest ?? [],
      profileTier: row.profileTier === 'active_seeker' ? 'active_seeker' : 'portfolio',
      experienceBand: (row.experienceBand as ExperienceBand | null) ?? null,
      skills: skillNames,
      qualifications: titles,
      registrationBodies: (bodies.get(row.userId) ?? []).flatMap((body) =>
        body.body ? [body.body as RegistrationBody] : [],
      ),
      postcodeDistrict: (row.homePostcode && outwardCode(row.homePostcode)) ?? '',
      distanceKm: Math.round(row.distanceKm * 10) / 10,
      workRadiusKm: row.workRadiusKm ?? 0,
      availableFrom: row.availableFrom,
      employmentTypes: (row.employmentTypes ?? []) as EmploymentType[],
      completionPercentage: row.completionPercentage,
      completionLabel: strengthLabel(tiers, row.completionPercentage),
      videoUrl: row.videoFileId && row.videoVisibleToEmployers ? candidateVideoUrl(row.reference) : null,
    };
  });
}
