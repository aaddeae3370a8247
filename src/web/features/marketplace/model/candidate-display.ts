import {
  employmentTypeLabels,
  experienceBandLabels,
  tierLabels,
} from '../../../../shared/candidates/profile.constants';
import { registrationBodyLabels } from '../../../../shared/candidates/uploads';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import type { AnonymisedCandidate } from '../../../../shared/marketplace/search.schemas';
import { formatDay } from '../../../lib/uk-dates';

/** Never anything that identifies. */

export const roleTitle = (candidate: Pick<AnonymisedCandidate, 'arrsRole'>) =>
  arrsRoleName(candidate.arrsRole) ?? 'ARRS professional';

/** 'Job Seeker' or 'Professional', the tier badges. */
export const tierBadge = (tier: AnonymisedCandidate['profileTier']) => tierLabels[tier].badge;

export const experienceText = (band: AnonymisedCandidate['experienceBand']) =>
  band ? `${experienceBandLabels[band]} experience` : 'Experience not given';

export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function availabilityText(availableFrom: string | null, today: string): string {
  if (!availableFrom) return 'Availability not given';
  return availableFrom <= today ? 'Available now' : `Available from ${formatDay(availableFrom)}`;
}

/** 'LS6 · 3.2 km away' (the district only, never the full postcode). */
export function locationText(candidate: Pick<AnonymisedCandidate, 'postcodeDistrict' | 'distanceKm'>) {
  const distance = `${candidate.distanceKm.toLocaleString('en-GB', { maximumFractionDigits: 1 })} km away`;
  return candidate.postcodeDistrict ? `${candidate.postcodeDistrict} · ${distance}` : distance;
}

export const employmentTypesText = (types: AnonymisedCandidate['employmentTypes']) =>
  types.length > 0 ? types.map((type) => employmentTypeLabels[type]).join(', ') : 'Any employment type';

export const registrationBodiesText = (bodies: AnonymisedCandidate['registrationBodies']) =>
  bodies.map((body) => registrationBodyLabels[body]).join(', ');

export function otherRolesOfInterest(
  profile: Pick<AnonymisedCandidate, 'arrsRole' | 'rolesOfInterest'>,
): string[] {
  return profile.rolesOfInterest.filter((role) => role !== profile.arrsRole);
}

export const rolesOfInterestText = (roles: readonly string[]) =>
  roles.map((role) => arrsRoleName(role) ?? role).join(', ');

export const resultsCountText = (total: number) =>
  `${total.toLocaleString('en-GB')} ${total === 1 ? 'professional' : 'professionals'} found`;

export function topSkills(skills: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}
