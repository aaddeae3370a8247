import { surveyDue, surveyMessages } from '../../../shared/feedback/survey';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { createFeedbackRepository } from './feedback.repository';

export interface FeedbackDeps {
  db: Database;
  now: () => Date;
}

/**
 * Whether the survey is due for the caller. The completion rule: a candidate's profile at 70 % or
 * more; for an employer, their organisation's profile at 70 % or more — so never before they have
 * registered one.
 */
export async function isSurveyDue(deps: FeedbackDeps, caller: AuthContext): Promise<boolean> {
  const facts = await createFeedbackRepository(deps).surveyFacts(caller.user.id);
  const completion =
    caller.profile?.role === 'candidate' ? facts.candidateCompletion : facts.organisationCompletion;
  // Put off ('Not now') during this session: not again until the next sign-in.
  if (facts.lastSurveyAt && facts.lastSurveyAt >= caller.session.createdAt) return false;
  return surveyDue({ completion, loginCount: facts.loginCount, hasFeedback: facts.hasFeedback });
}

/** 'Not now': the survey is not shown again during this session. */
export async function dismissSurvey(deps: FeedbackDeps, userId: string): Promise<void> {
  await createFeedbackRepository(deps).markShown(userId, deps.now());
}

/** Stores the caller's one answer; a second is refused (409 FEEDBACK_EXISTS). */
export async function giveFeedback(
  deps: FeedbackDeps,
  caller: AuthContext,
  input: { rating: number; feedbackText: string },
): Promise<void> {
  const repository = createFeedbackRepository(deps);
  const facts = await repository.surveyFacts(caller.user.id);
  const stored = await repository.insert({
    userId: caller.user.id,
    userRole: caller.profile?.role ?? 'candidate',
    rating: input.rating,
    feedbackText: input.feedbackText === '' ? null : input.feedbackText,
    loginCount: facts.loginCount,
    createdAt: deps.now(),
  });
  if (!stored) throw new AppError(409, 'FEEDBACK_EXISTS', surveyMessages.alreadyGiven);
}
