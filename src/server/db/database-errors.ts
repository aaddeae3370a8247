import { AppError } from '../errors/app-error';

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server that is going away or not accepting connections (class 08, 57P01–57P03), or
 * too slow: a statement cancelled by statement_timeout (57014, DATABASE_STATEMENT_TIMEOUT_MS).
 */
const unavailableSqlStates = /^(08...|57P0[123]|57014)$/;
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /database is closed/i,
  /pglite is closed/i,
];

/** Drizzle's DrizzleQueryError keeps the driver's error as `cause`. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code: unknown = Reflect.get(error, 'code');
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code))) return true;
  if (unavailableMessages.some((pattern) => pattern.test(error.message))) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Drizzle keeps the driver's error as `cause`. */
export function hasSqlState(error: unknown, sqlState: string): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth <= 5; depth += 1) {
    if (Reflect.get(current, 'code') === sqlState) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is down. */
export const databaseRetryAfterSeconds = 5;

export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds = databaseRetryAfterSeconds;
  constructor() {
    super(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.');
  }
}
