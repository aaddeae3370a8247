// Without zod: the survey's layout, on every candidate and employer page, loads this, not the schemas
// (survey.ts re-exports it).

/** When it is due: docs/product/accounts.md#feedback-survey. */
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
