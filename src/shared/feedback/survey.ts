import { z } from 'zod';
import { multiLineText } from '../validation/text';
import { surveyMessages, surveyRules } from './survey.constants';

export { surveyDue, surveyMessages, surveyRatings, surveyRules } from './survey.constants';

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
