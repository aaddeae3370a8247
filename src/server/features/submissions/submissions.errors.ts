import { submissionMessages } from '../../../shared/submissions/submission.schemas';
import { AppError } from '../../http/app-error';

/** Over the form's limit (spec §9); the route turns retryAfterSeconds into a Retry-After header. */
export class SubmissionRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', `${submissionMessages.tooManyTitle}: ${submissionMessages.tooMany}`);
  }
}

/**
 * The limit could not be checked (database trouble). Unlike the prototype (spec §8) we refuse: an
 * outage must not switch the limit off.
 */
export class RateLimitUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      503,
      'RATE_LIMIT_UNAVAILABLE',
      'We could not accept submissions just now, so nothing was sent. Please try again in a few minutes.',
    );
    this.cause = cause;
  }
}

export const submissionErrors = {
  flagged: () =>
    new AppError(
      422,
      'SUBMISSION_FLAGGED',
      `${submissionMessages.flaggedTitle}: ${submissionMessages.flagged}`,
    ),
};
