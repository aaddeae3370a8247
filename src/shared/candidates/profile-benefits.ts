/**
 * What a more complete profile unlocks (docs/product/matching.md#profile-benefits). The landing page's
 * calculator, the candidate dashboard, search order, match ranking and early access all read these.
 */
export const profileBenefits = [
  { id: 'basic_visibility', threshold: 20, label: 'Basic profile visibility' },
  { id: 'enhanced_ranking', threshold: 40, label: 'Enhanced search ranking' },
  { id: 'priority_matching', threshold: 60, label: 'Priority employer matching' },
  { id: 'exclusive_access', threshold: 80, label: 'Exclusive opportunity access' },
] as const;
export type ProfileBenefitId = (typeof profileBenefits)[number]['id'];

const thresholdOf = (id: ProfileBenefitId) =>
  profileBenefits.find((benefit) => benefit.id === id)?.threshold ?? 100;

/** Search ranks these profiles above the rest of their tier. */
export const enhancedRankingThreshold = thresholdOf('enhanced_ranking');
/** Suggested professionals and match order put these first. */
export const priorityMatchingThreshold = thresholdOf('priority_matching');
/** Job seekers this complete may apply in a vacancy's first 48 hours. */
export const exclusiveAccessThreshold = thresholdOf('exclusive_access');

export function unlockedBenefits(completionPercentage: number) {
  return profileBenefits.filter((benefit) => completionPercentage >= benefit.threshold);
}

/** What the candidate dashboard says the profile has unlocked. */
export function unlockedBenefitsText(completionPercentage: number): string {
  const labels = unlockedBenefits(completionPercentage).map((benefit) => benefit.label);
  return labels.length > 0 ? `Unlocked: ${labels.join(', ')}.` : 'No benefits unlocked yet.';
}

/** What the candidate dashboard says the next benefit needs: "Add 12 % more to unlock …". */
export function nextBenefitText(completionPercentage: number): string {
  const next = nextBenefit(completionPercentage);
  return next ? `Add ${next.pointsNeeded} % more to unlock ${next.label}` : 'Every benefit is unlocked.';
}

/** The next benefit and how many percentage points it still needs, or null when all are unlocked. */
export function nextBenefit(completionPercentage: number) {
  const next = profileBenefits.find((benefit) => completionPercentage < benefit.threshold);
  return next ? { ...next, pointsNeeded: next.threshold - completionPercentage } : null;
}
