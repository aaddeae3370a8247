/** An error the API reports to the client as `{"error":{"code","message"}}` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFoundError = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

/** Over a rate limit; the error handler sends `retryAfterSeconds` as the Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** The generic text for an unexpected failure, shown to users as is. */
export const unexpectedErrorMessage = 'An unexpected error occurred';
