import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fields that hold personal data or credentials, redacted wherever they appear in a log line. */
const sensitiveKeys = [
  'email',
  'toAddress',
  'name',
  'fullName',
  'phone',
  'mobilePhone',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'cookie',
  'authorization',
];

export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** A PostgreSQL error code (SQLSTATE: five digits or capitals). */
const sqlStatePattern = /^[0-9A-Z]{5}$/;

function field(error: object, name: string): string | undefined {
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'string' ? value : undefined;
}

/** Drizzle wraps the driver's error in one whose message is the whole query with its parameters. */
function databaseErrorOf(error: Error): { outer: Error; driver: Error | undefined } | undefined {
  let current: unknown = error;
  let isQueryError = false;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.name === 'DrizzleQueryError' || current.message.startsWith('Failed query'))
      isQueryError = true;
    const code = field(current, 'code');
    if (code && sqlStatePattern.test(code)) return { outer: error, driver: current };
    current = current.cause;
  }
  return isQueryError ? { outer: error, driver: current instanceof Error ? current : undefined } : undefined;
}

/**
 * A database error is logged by its code, constraint, table and column, never its message (the query
 * and its parameters), detail (the values) or stack. Other errors are bugs to fix: kept whole.
 */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: String(error).slice(0, 200), stack: '' };
  const database = databaseErrorOf(error);
  if (database) {
    const { driver } = database;
    const code = driver ? field(driver, 'code') : undefined;
    return {
      type: error.name,
      message: `database error${code ? ` ${code}` : ''} (query and values not logged)`,
      stack: '',
      code,
      constraint: driver ? field(driver, 'constraint') : undefined,
      table: driver ? field(driver, 'table') : undefined,
      column: driver ? field(driver, 'column') : undefined,
    };
  }
  const code = field(error, 'code');
  return { type: error.name, message: error.message, ...(code ? { code } : {}), stack: error.stack ?? '' };
}

/** For errors of libraries we do not control (better-auth): type and code only, no message or stack. */
export function errorSummary(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const database = databaseErrorOf(error);
  const code = field(database?.driver ?? error, 'code');
  return { type: error.name, ...(code ? { code } : {}) };
}

/** A request's path without its query string or the reset token better-auth puts in the path. */
export function loggablePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(/\/reset-password\/[^/]+/, '/reset-password/[redacted]');
}

/** No credentials, personal data or raw client addresses in logs (docs/security.md). */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: loggablePath(request.url), host: request.headers.host };
      },
      err: serializeError,
    },
  };
}
