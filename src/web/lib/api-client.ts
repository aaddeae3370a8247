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

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return unexpectedErrorMessage;
}

type SessionExpiredHandler = () => void;
let sessionExpiredHandler: SessionExpiredHandler | undefined;

/** The session bridge inside the router registers a handler that warns and goes to sign-in. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = undefined;
  };
}

export function reportSessionExpired(): void {
  sessionExpiredHandler?.();
}

function field(source: unknown, key: string): unknown {
  return source && typeof source === 'object' ? Reflect.get(source, key) : undefined;
}

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

export function failedAnswer(status: number, payload: unknown): ApiError {
  const error = toApiError(status, payload);
  if (error.status === 401 && error.code === 'SESSION_EXPIRED') reportSessionExpired();
  return error;
}

export function parseAnswerText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let requestsInFlight = new AbortController();

/**
 * When the browser lets go of the session, requests sent with it must not come back answered 401: the
 * browser would log each as an error.
 */
export function abortRequestsInFlight(): void {
  requestsInFlight.abort();
  requestsInFlight = new AbortController();
}

export type SessionOutcome = 'ended' | 'continues';

/** Set while a request that ends or renews the session is out: requests sent meanwhile wait for it. */
let sessionChanging: Promise<SessionOutcome> | null = null;

/** An event stream is not an API request: it waits for this before it opens, else it would meet a 401. */
export function sessionChangeInProgress(): Promise<SessionOutcome> | null {
  return sessionChanging;
}

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
 * Holds the session's other requests until `end` is answered: those sent meanwhile go once the session
 * stands after all, never once it has ended (the server would answer them 401, which the browser logs).
 */
export async function endSessionWith<T>(end: () => Promise<T>): Promise<T> {
  abortRequestsInFlight();
  // Sent before the hold is set, so the request that ends the session is not held itself.
  // Once answered the session is over: what waited is aborted before it is sent.
  return holdingRequestsDuring(end(), 'ended', abortRequestsInFlight);
}

/** A password change opens a new session for this browser: requests sent before its cookie find none. */
export async function renewSessionWith<T>(renew: () => Promise<T>): Promise<T> {
  return holdingRequestsDuring(renew(), 'continues', () => {});
}

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
 * The server sends every answer through the route's response schema, so the browser does not parse it
 * again and zod loads only with the forms (decision 025).
 */
export async function apiRequestAs<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return answerAs<T>(await apiRequest(path, options));
}

export function answerAs<T>(payload: unknown): T {
  if (payload === undefined || payload === null) {
    throw new ApiError(500, 'UNEXPECTED_RESPONSE', unexpectedErrorMessage);
  }
  return payload as T;
}

/** For answers the server does not shape (better-auth's), read by forms that load zod anyway. */
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
