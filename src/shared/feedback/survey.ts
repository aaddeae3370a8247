import { z } from 'zod';
import { multiLineText } from '../validation/text';

/** The feedback survey: when it is due, how long its text may be, and how soon the check runs. */
export const surveyRules = {
  completionThreshold: 70,
  minimumLogins: 3,
  everyNthLogin: 3,
  checkDelayMs: 1000,
  textMax: 500,
} as const;

export const surveyRatings = [
  { value: 1, label: 'Hard' },
  { value: 2, label: 'Okay' },
  { value: 3, label: 'Easy' },
] as const;

export const surveyMessages = {
  selectRating: 'Please select a rating',
  failed: 'Error submitting feedback: Please try again later.',
  thanks: 'Thank you for your feedback!',
  alreadyGiven: 'You have already given your feedback. Thank you!',
} as const;

/** Shown when all hold (the caller is a candidate or an employer). */
export function surveyDue(input: { completion: number; loginCount: number; hasFeedback: boolean }): boolean {
  return (
    input.completion >= surveyRules.completionThreshold &&
    input.loginCount >= surveyRules.minimumLogins &&
    input.loginCount % surveyRules.everyNthLogin === 0 &&
    !input.hasFeedback
  );
}

export const feedbackSchema = z.strictObject({
  rating: z
    .number({ error: surveyMessages.selectRating })
    .int(surveyMessages.selectRating)
    .min(1, surveyMessages.selectRating)
    .max(3, surveyMessages.selectRating),
  feedbackText: multiLineText()
    .trim()
    .max(surveyRules.textMax, `Feedback must be at most ${surveyRules.textMax} characters`)
    .default(''),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

export const surveyStatusSchema = z.object({ show: z.boolean() });
export const feedbackResponseSchema = z.object({ status: z.literal('received') });
