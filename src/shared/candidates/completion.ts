/** Stored on every save, since search ranks by it (docs/product/candidate.md#profile-completion). */

export interface CompletionInput {
  profileImageUrl: string | null;
  profileVideoUrl: string | null;
  strapline: string | null;
  arrsRole: string | null;
  rolesOfInterest: readonly string[];
  experienceBand: string | null;
  availableFrom: string | null;
  workRadiusKm: number | null;
  homePostcode: string | null;
  employmentTypes: readonly string[];
  contactEmail: string | null;
  mobilePhone: string | null;
  skills: readonly { description: string }[];
  workExperience: readonly { description: string }[];
  qualifications: readonly { description: string }[];
}

export const completionSections = [
  'profilePhoto',
  'profileVideo',
  'strapline',
  'arrsRole',
  'experienceBand',
  'skills',
  'availableFrom',
  'workRadius',
  'location',
  'employmentPreferences',
  'qualifications',
  'workExperience',
  'contactDetails',
] as const;
export type CompletionSection = (typeof completionSections)[number];

export const completionWeights: Record<CompletionSection, number> = {
  profilePhoto: 10,
  profileVideo: 10,
  strapline: 8,
  arrsRole: 8,
  experienceBand: 8,
  skills: 8,
  availableFrom: 7,
  workRadius: 15,
  location: 15,
  employmentPreferences: 7,
  qualifications: 9,
  workExperience: 8,
  contactDetails: 8,
};

export const completionSectionLabels: Record<CompletionSection, string> = {
  profilePhoto: 'Profile photo',
  profileVideo: 'Video introduction',
  strapline: 'Strapline',
  arrsRole: 'ARRS role',
  experienceBand: 'Experience',
  skills: 'Skills',
  availableFrom: 'Available from',
  workRadius: 'Work radius',
  location: 'Home postcode',
  employmentPreferences: 'Employment preferences',
  qualifications: 'Qualifications',
  workExperience: 'Work experience',
  contactDetails: 'Contact details',
};

export type ListSection = 'skills' | 'qualifications' | 'workExperience';
export type ListTier = 'none' | 'basic' | 'good' | 'excellent';

/** Tier multipliers, the quality bonus, and the detail thresholds (longer than, in characters). */
export const completionRules = {
  tierMultipliers: { none: 0, basic: 0.4, good: 0.7, excellent: 1 } as Record<ListTier, number>,
  qualityBonus: 0.25,
  detailedLongerThan: { skills: 20, workExperience: 50, qualifications: 30 } as Record<ListSection, number>,
  straplineLongerThan: 10,
  postcodeMinLength: 5,
} as const;

/** The placeholder home_postcode of a candidate who gave no location. */
export const locationRequired = 'LOCATION_REQUIRED';

const ukPostcodePattern = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/i;

export function hasValidLocation(postcode: string | null | undefined): boolean {
  if (!postcode || postcode.length < completionRules.postcodeMinLength || postcode === locationRequired)
    return false;
  return ukPostcodePattern.test(postcode.replace(/\s+/g, ''));
}

export function isFindableByEmployers(
  input: Pick<CompletionInput, 'workRadiusKm' | 'homePostcode'>,
): boolean {
  return (input.workRadiusKm ?? 0) > 0 && hasValidLocation(input.homePostcode);
}

export function listTier(count: number): ListTier {
  if (count >= 5) return 'excellent';
  if (count >= 3) return 'good';
  if (count >= 1) return 'basic';
  return 'none';
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export type StrengthLabel = 'Top 10%' | 'Top 25%' | 'Above Average' | 'Getting There' | 'Building Up';

export interface SectionScore {
  section: CompletionSection;
  weight: number;
  /** Points earned, between 0 and weight. */
  earned: number;
  /** For list sections: the tier by item count. */
  tier?: ListTier;
}

export interface Completion {
  /** 0–100, rounded. */
  percentage: number;
  label: StrengthLabel;
  sections: SectionScore[];
  /** Sections not yet full, the most points to gain first. */
  nextSteps: { section: CompletionSection; label: string; pointsToGain: number }[];
  findableByEmployers: boolean;
}

function listScore(section: ListSection, items: readonly { description: string }[]): SectionScore {
  const tier = listTier(items.length);
  const detailed = items.some(
    (item) => item.description.trim().length > completionRules.detailedLongerThan[section],
  );
  const multiplier = Math.min(
    1,
    completionRules.tierMultipliers[tier] * (detailed ? 1 + completionRules.qualityBonus : 1),
  );
  const weight = completionWeights[section];
  return { section, weight, earned: weight * multiplier, tier };
}

function simpleScore(section: CompletionSection, complete: boolean): SectionScore {
  const weight = completionWeights[section];
  return { section, weight, earned: complete ? weight : 0 };
}

export function strengthLabel(tiers: readonly ListTier[], percentage: number): StrengthLabel {
  const excellent = tiers.filter((tier) => tier === 'excellent').length;
  const good = tiers.filter((tier) => tier === 'good').length;
  if (excellent >= 2) return 'Top 10%';
  if (excellent === 1 || good >= 2) return 'Top 25%';
  if (good === 1 || percentage >= 60) return 'Above Average';
  if (percentage >= 40) return 'Getting There';
  return 'Building Up';
}

export function profileCompletion(input: CompletionInput): Completion {
  const sections: SectionScore[] = [
    simpleScore('profilePhoto', present(input.profileImageUrl)),
    simpleScore('profileVideo', present(input.profileVideoUrl)),
    simpleScore('strapline', (input.strapline?.trim().length ?? 0) > completionRules.straplineLongerThan),
    simpleScore('arrsRole', present(input.arrsRole) || input.rolesOfInterest.length > 0),
    simpleScore('experienceBand', present(input.experienceBand)),
    listScore('skills', input.skills),
    simpleScore('availableFrom', present(input.availableFrom)),
    simpleScore('workRadius', (input.workRadiusKm ?? 0) > 0),
    simpleScore('location', hasValidLocation(input.homePostcode)),
    simpleScore('employmentPreferences', input.employmentTypes.length > 0),
    listScore('qualifications', input.qualifications),
    listScore('workExperience', input.workExperience),
    simpleScore('contactDetails', present(input.contactEmail) && present(input.mobilePhone)),
  ];
  const total = sections.reduce((sum, score) => sum + score.weight, 0);
  const earned = sections.reduce((sum, score) => sum + score.earned, 0);
  const percentage = Math.round((earned / total) * 100);
  const tiers = sections.flatMap((score) => (score.tier ? [score.tier] : []));
  const nextSteps = sections
    .map((score) => ({
      section: score.section,
      label: completionSectionLabels[score.section],
      pointsToGain: Math.round((score.weight - score.earned) * 10) / 10,
    }))
    .filter((step) => step.pointsToGain > 0)
    .sort((a, b) => b.pointsToGain - a.pointsToGain);
  return {
    percentage,
    label: strengthLabel(tiers, percentage),
    sections,
    nextSteps,
    findableByEmployers: isFindableByEmployers(input),
  };
}
