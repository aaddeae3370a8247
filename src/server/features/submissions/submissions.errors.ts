import { submissionMessages } from '../../../shared/submissions/submission.schemas';
import { AppError, RateLimitedError } from '../../errors/app-error';

/** The limit could not be checked (database trouble): refused, so an outage never switches it off. */
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
  rateLimited: (retryAfterSeconds: number) =>
    new RateLimitedError(
      `${submissionMessages.tooManyTitle}: ${submissionMessages.tooMany}`,
      retryAfterSeconds,
    ),
  /** The key came with a different submission before (draft-ietf-httpapi-idempotency-key-header: 422). */
  idempotencyKeyReused: () =>
    new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different submission.',
    ),
  flagged: () =>
    new AppError(
      422,
      'SUBMISSION_FLAGGED',
      `${submissionMessages.flaggedTitle}: ${submissionMessages.flagged}`,
    ),
};
