import { normaliseTier } from '../../../shared/accounts/roles';
import { type CompletionInput, locationRequired } from '../../../shared/candidates/completion';
import type {
  CandidateProfile,
  EmploymentType,
  ExperienceBand,
} from '../../../shared/candidates/profile.schemas';
import type { CandidateProfileRow } from './candidates.repository';

export const fileUrl = (id: string) => `/api/files/${id}`;

export function presentCandidateProfile(
  row: CandidateProfileRow,
  lists: Pick<CandidateProfile, 'skills' | 'experience' | 'qualifications'>,
): CandidateProfile {
  return {
    fullName: row.fullName,
    email: row.email,
    profileTier: normaliseTier(row.profileTier),
    registrationComplete: row.registrationCompletedAt !== null,
    strapline: row.strapline ?? null,
    arrsRole: row.arrsRole ?? null,
    rolesOfInterest: row.rolesOfInterest ?? [],
    experienceBand: (row.experienceBand as ExperienceBand | null) ?? null,
    availableFrom: row.availableFrom ?? null,
    sessionsPerWeek: row.sessionsPerWeek ?? null,
    workRadiusKm: row.workRadiusKm ?? null,
    homePostcode: row.homePostcode === locationRequired ? null : (row.homePostcode ?? null),
    employmentTypes: (row.employmentTypes ?? []) as EmploymentType[],
    contactEmail: row.contactEmail ?? null,
    mobilePhone: row.mobilePhone ?? null,
    profileImageUrl: row.photoFileId ? fileUrl(row.photoFileId) : null,
    profileVideoUrl: row.videoFileId ? fileUrl(row.videoFileId) : null,
    videoVisibleToEmployers: row.videoVisibleToEmployers ?? false,
    hiddenFromSearch: row.hiddenFromSearchAt != null,
    placementQuestion:
      row.placementQuestionAt && row.placementRole
        ? { role: row.placementRole, organisationName: row.placementOrganisationName ?? '' }
        : null,
    ...lists,
  };
}

export function completionInputOf(profile: CandidateProfile): CompletionInput {
  return {
    ...profile,
    homePostcode: profile.homePostcode ?? locationRequired,
    workExperience: profile.experience,
  };
}
