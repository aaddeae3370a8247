import { completedToursOf, type TourCompletionResponse } from '../../../shared/accounts/tours';
import type { Database } from '../../db/database';
import { createToursRepository } from './tours.repository';

/** Marks one onboarding tour finished or not, and answers every tour the user has finished. */
export async function setTourCompletion(
  deps: { db: Database; now: () => Date },
  userId: string,
  tourName: string,
  completed: boolean,
): Promise<TourCompletionResponse> {
  const stored = await createToursRepository(deps).setTourCompletion(userId, tourName, completed, deps.now());
  if (!stored) throw new Error('signed-in user without a profile');
  return { onboardingToursCompleted: completedToursOf(stored) };
}
