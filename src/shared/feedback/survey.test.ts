import { describe, expect, it } from 'vitest';
import { feedbackSchema, surveyDue, surveyMessages } from './survey';

describe('surveyDue', () => {
  it.each([
    [{ completion: 70, loginCount: 3, hasFeedback: false }, true],
    [{ completion: 69, loginCount: 3, hasFeedback: false }, false],
    [{ completion: 100, loginCount: 2, hasFeedback: false }, false],
    [{ completion: 100, loginCount: 4, hasFeedback: false }, false],
    [{ completion: 100, loginCount: 6, hasFeedback: false }, true],
    [{ completion: 100, loginCount: 9, hasFeedback: true }, false],
    [{ completion: 100, loginCount: 0, hasFeedback: false }, false],
  ])('%o → %s', (input, expected) => {
    expect(surveyDue(input)).toBe(expected);
  });
});

describe('feedbackSchema', () => {
  it('needs a rating of 1 to 3 and allows text up to 500 characters', () => {
    expect(feedbackSchema.safeParse({}).error?.issues[0]?.message).toBe(surveyMessages.selectRating);
    expect(feedbackSchema.safeParse({ rating: 4 }).error?.issues[0]?.message).toBe(
      surveyMessages.selectRating,
    );
    expect(feedbackSchema.parse({ rating: 3, feedbackText: ' Easy to use ' })).toEqual({
      rating: 3,
      feedbackText: 'Easy to use',
    });
    expect(feedbackSchema.safeParse({ rating: 2, feedbackText: 'x'.repeat(501) }).success).toBe(false);
    expect(feedbackSchema.safeParse({ rating: 2, feedbackText: 'x'.repeat(500) }).success).toBe(true);
  });
});
