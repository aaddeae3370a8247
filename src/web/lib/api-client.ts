import type { z } from 'zod';

/** An API failure: the server's `{"error":{code,message}}` (or better-auth's `{code,message}`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const unexpectedErrorMessage = 'An unexpected error occurred';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return unexpectedErrorMessage;
}

type SessionExpiredHandler = () => void;
let sessionExpiredHandler: SessionExpiredHandler | undefined;

/**
 * Who reacts when the server says the session expired (401 SESSION_EXPIRED): the session bridge
 * inside the router registers a handler that warns and goes to sign-in. Returns an unregister.
 */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = undefined;
  };
}

/** Tells the registered handler that the server ended the session for inactivity. */
export function reportSessionExpired(): void {
  sessionExpiredHandler?.();
}

function field(source: unknown, key: string): unknown {
  return source && typeof source === 'object' ? Reflect.get(source, key) : undefined;
}

/** Reads both error shapes the API can send; falls back to a generic message. */
export function toApiError(status: number, payload: unknown): ApiError {
  const nested = field(payload, 'error');
  const source = nested && typeof nested === 'object' ? nested : payload;
  const code = field(source, 'code');
  const message = field(source, 'message');
  return new ApiError(
    status,
    typeof code === 'string' && code !== '' ? code : `HTTP_${status}`,
    typeof message === 'string' && message.trim() !== '' ? message : unexpectedErrorMessage,
  );
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent besides the JSON ones, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The error of a failed answer; a session the server ended for inactivity is reported first. */
export function failedAnswer(status: number, payload: unknown): ApiError {
  const error = toApiError(status, payload);
  if (error.status === 401 && error.code === 'SESSION_EXPIRED') reportSessionExpired();
  return error;
}

/** An answer's body as JSON; undefined when it is empty or not JSON. */
export function parseAnswerText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Aborts every request sent so far; see abortRequestsInFlight. */
let requestsInFlight = new AbortController();

/**
 * Aborts every API request in flight. When the browser lets go of the session (sign-out, expiry,
 * deletion), whatever was sent with it must not come back answered 401: the browser would log each
 * as an error. Requests sent afterwards (the sign-out itself) are not affected.
 */
export function abortRequestsInFlight(): void {
  requestsInFlight.abort();
  requestsInFlight = new AbortController();
}

/** What became of the session after a request that ends or renews it: over, or going on. */
export type SessionOutcome = 'ended' | 'continues';

/**
 * Set while a request that ends or renews the session is out: requests sent meanwhile wait for its
 * outcome.
 */
let sessionChanging: Promise<SessionOutcome> | null = null;

/**
 * While a request that ends or renews the session is out, what became of the session once it is
 * answered; null when none is. An event stream about to open waits for it (its EventSource is not an
 * API request, so nothing else holds it): opened meanwhile it would meet a 401, which the browser logs.
 */
export function sessionChangeInProgress(): Promise<SessionOutcome> | null {
  return sessionChanging;
}

/** Runs `change` with the session's other requests held until it is answered (see below). */
async function holdingRequestsDuring<T>(
  change: Promise<T>,
  outcome: SessionOutcome,
  onAnswer: () => void,
): Promise<T> {
  let settle: (value: SessionOutcome) => void = () => {};
  const hold = new Promise<SessionOutcome>((resolve) => {
    settle = resolve;
  });
  sessionChanging = hold;
  let settled: SessionOutcome = 'continues';
  try {
    const answer = await change;
    onAnswer();
    settled = outcome;
    return answer;
  } finally {
    if (sessionChanging === hold) sessionChanging = null;
    settle(settled);
  }
}

/**
 * Sends `end`, a request that ends the session on the server (sign out everywhere), and holds the
 * session's other requests until it is answered: those in flight are aborted, and those sent
 * meanwhile (a page's check on a timer) wait — sent once the session stands after all (the request
 * failed), never sent once it has ended. Otherwise the server would answer them 401, which the
 * browser logs as an error.
 */
export async function endSessionWith<T>(end: () => Promise<T>): Promise<T> {
  abortRequestsInFlight();
  // Sent before the hold is set, so the request that ends the session is not held itself.
  // Once answered the session is over: what waited is aborted before it is sent.
  return holdingRequestsDuring(end(), 'ended', abortRequestsInFlight);
}

/**
 * Sends `renew`, a request after which the browser goes on under a new session cookie (a password
 * change ends every session of the account and opens a new one for this browser), and holds requests
 * sent meanwhile until it is answered: sent before the new cookie arrived, they would find no session.
 * The event stream's check after its session ended is one of them.
 */
export async function renewSessionWith<T>(renew: () => Promise<T>): Promise<T> {
  return holdingRequestsDuring(renew(), 'continues', () => {});
}

/** The one HTTP client of the web app: JSON in and out, same-origin cookies, typed errors. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body } = options;
  const signal = options.signal
    ? AbortSignal.any([options.signal, requestsInFlight.signal])
    : requestsInFlight.signal;
  if (sessionChanging) {
    await sessionChanging;
    signal.throwIfAborted();
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...options.headers,
        ...(body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', unexpectedErrorMessage);
  }
  const payload = parseAnswerText(await response.text());
  if (!response.ok) throw failedAnswer(response.status, payload);
  return payload;
}

/**
 * A request whose answer is a `T`: the type of the route's response schema (`z.output<typeof schema>`).
 * The server sends every answer through that shared schema (server/http/zod-type-provider), so the
 * browser does not parse it again; zod then loads with the forms that validate input, not with every
 * signed-in page (docs/decisions/025). An answer with no JSON body is an unexpected response.
 */
export async function apiRequestAs<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return answerAs<T>(await apiRequest(path, options));
}

/** A successful answer typed as `T` (see apiRequestAs); an answer with no JSON body is unexpected. */
export function answerAs<T>(payload: unknown): T {
  if (payload === undefined || payload === null) {
    throw new ApiError(500, 'UNEXPECTED_RESPONSE', unexpectedErrorMessage);
  }
  return payload as T;
}

/**
 * A request whose answer must match `schema` (a mismatch is a bug worth surfacing, not data): for
 * the answers the server does not shape, better-auth's under /api/auth, read by forms that load zod anyway.
 */
export async function apiRequestParsed<T>(
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const payload = await apiRequest(path, options);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(500, 'UNEXPECTED_RESPONSE', unexpectedErrorMessage);
  return parsed.data;
}
