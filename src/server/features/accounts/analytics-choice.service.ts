import type { AnalyticsChoiceResponse } from '../../../shared/accounts/analytics-choice';
import type { AccountAnalyticsChoice } from '../../../shared/accounts/analytics-choice.constants';
import type { Database } from '../../db/database';
import { createAnalyticsChoiceRepository } from './analytics-choice.repository';

/** Keeps the member's analytics choice on their account (decision 027) and answers it as stored. */
export async function setAnalyticsChoice(
  deps: { db: Database; now: () => Date },
  userId: string,
  choice: AccountAnalyticsChoice,
): Promise<AnalyticsChoiceResponse> {
  const stored = await createAnalyticsChoiceRepository(deps).setChoice(userId, choice, deps.now());
  if (!stored) throw new Error('signed-in user without a profile');
  return { analyticsChoice: stored };
}
