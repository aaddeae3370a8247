import { listTier, strengthLabel } from '../../../shared/candidates/completion';
import type { EmploymentType, ExperienceBand } from '../../../shared/candidates/profile.schemas';
import type { RegistrationBody } from '../../../shared/candidates/uploads';
import type { AnonymisedCandidate } from '../../../shared/marketplace/search.schemas';
import { outwardCode } from '../../geo/outcodes';
import type { VisibleCandidate } from './search.repository';

export const candidateVideoUrl = (reference: string) => `/api/employer/candidates/${reference}/video`;

/**
 * Built field by field, so nothing else of the row can reach an employer (no name, contact details,
 * full postcode, photo or file id). A row without a reference in `references` is left out.
 */
export function presentAnonymised(
  rows: readonly VisibleCandidate[],
  references: ReadonlyMap<string, string>,
): AnonymisedCandidate[] {
  return rows.flatMap((row) => {
    const reference = references.get(row.userId);
    if (!reference) return [];
    const skillNames = [...row.skills];
    const titles = row.qualifications.map(({ title, yearAwarded }) => ({ title, yearAwarded }));
    const tiers = [listTier(skillNames.length), listTier(titles.length), listTier(row.experienceCount)];
    return {
      reference,
      arrsRole: row.arrsRole,
      rolesOfInterest: row.rolesOfInterest ?? [],
      profileTier: row.profileTier === 'active_seeker' ? 'active_seeker' : 'portfolio',
      experienceBand: (row.experienceBand as ExperienceBand | null) ?? null,
      skills: skillNames,
      qualifications: titles,
      registrationBodies: row.registrationBodies as RegistrationBody[],
      postcodeDistrict: (row.homePostcode && outwardCode(row.homePostcode)) ?? '',
      distanceKm: Math.round(row.distanceKm * 10) / 10,
      workRadiusKm: row.workRadiusKm ?? 0,
      availableFrom: row.availableFrom,
      employmentTypes: (row.employmentTypes ?? []) as EmploymentType[],
      completionPercentage: row.completionPercentage,
      completionLabel: strengthLabel(tiers, row.completionPercentage),
      videoUrl: row.videoFileId && row.videoVisibleToEmployers ? candidateVideoUrl(reference) : null,
    } satisfies AnonymisedCandidate;
  });
}
