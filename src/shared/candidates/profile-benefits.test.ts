import { describe, expect, it } from 'vitest';
import { nextBenefit, nextBenefitText, unlockedBenefits, unlockedBenefitsText } from './profile-benefits';

describe('profile benefits', () => {
  it('says what the next benefit needs, in the dashboard’s words', () => {
    expect(nextBenefitText(48)).toBe('Add 12 % more to unlock Priority employer matching');
    expect(nextBenefitText(0)).toBe('Add 20 % more to unlock Basic profile visibility');
    expect(nextBenefitText(80)).toBe('Every benefit is unlocked.');
  });

  it('says what the profile has unlocked', () => {
    expect(unlockedBenefitsText(45)).toBe('Unlocked: Basic profile visibility, Enhanced search ranking.');
    expect(unlockedBenefitsText(19)).toBe('No benefits unlocked yet.');
  });

  it('unlocks each at its threshold', () => {
    expect(unlockedBenefits(59).map((benefit) => benefit.id)).toEqual([
      'basic_visibility',
      'enhanced_ranking',
    ]);
    expect(unlockedBenefits(60)).toHaveLength(3);
    expect(nextBenefit(79)).toMatchObject({ id: 'exclusive_access', pointsNeeded: 1 });
  });
});
