/**
 * `{"error":{"code","message"}}` with its HTTP status. A 4xx is an answer, not a fault: never logged, so
 * it captures no stack trace, which would cost more than the rest of a refused request.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    const stackTraceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.statusCode = statusCode;
    this.code = code;
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

export const unexpectedErrorMessage = 'An unexpected error occurred';
