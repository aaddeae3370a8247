import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  endSessionWith,
  renewSessionWith,
  setSessionExpiredHandler,
  toApiError,
  unexpectedErrorMessage,
} from './api-client';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toApiError', () => {
  it("reads our error shape and better-auth's", () => {
    const ours = toApiError(403, { error: { code: 'NOT_APPROVED', message: 'Under review' } });
    expect([ours.status, ours.code, ours.message]).toEqual([403, 'NOT_APPROVED', 'Under review']);
    const theirs = toApiError(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect([theirs.code, theirs.message]).toEqual(['INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password']);
  });

  it('falls back to a generic message and an HTTP code', () => {
    const error = toApiError(502, 'Bad gateway');
    expect([error.code, error.message]).toEqual(['HTTP_502', unexpectedErrorMessage]);
  });
});

describe('apiRequest', () => {
  it('sends JSON with same-origin cookies and returns the parsed answer', async () => {
    const fetchMock = stubFetch(200, { ok: true });
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' }),
    );
  });

  it('sends extra headers besides the JSON one', async () => {
    const fetchMock = stubFetch(201, { status: 'received' });
    await apiRequest('/api/x', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        headers: { 'Idempotency-Key': 'k-1', 'content-type': 'application/json' },
      }),
    );
  });

  it('throws an ApiError with the code and message', async () => {
    stubFetch(400, { error: { code: 'VALIDATION', message: 'Passwords do not match' } });
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Passwords do not match' });
  });

  it('tells the session-expired handler about 401 SESSION_EXPIRED, and only about that', async () => {
    const handler = vi.fn();
    const unregister = setSessionExpiredHandler(handler);
    stubFetch(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } });
    await apiRequest('/api/x').catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    stubFetch(401, { error: { code: 'SESSION_EXPIRED', message: 'Session expired due to inactivity' } });
    await apiRequest('/api/x').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
    await apiRequest('/api/x').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

/** A fetch whose answers the test gives, one path at a time; an aborted request rejects as fetch does. */
function controlledFetch() {
  const waiting = new Map<string, (status: number) => void>();
  const fetchMock = vi.fn(
    (path: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        waiting.set(path, (status) => resolve(new Response('{}', { status })));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const answer = (path: string, status: number) => waiting.get(path)?.(status);
  const sent = () => fetchMock.mock.calls.map(([path]) => path);
  return { answer, sent };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('endSessionWith', () => {
  it('aborts what is in flight, holds what is sent meanwhile, and never sends it once the session ended', async () => {
    const server = controlledFetch();
    const inFlight = apiRequest('/api/before');
    const ending = endSessionWith(() => apiRequest('/api/end', { method: 'POST', body: {} }));
    const meanwhile = apiRequest('/api/meanwhile');
    await expect(inFlight).rejects.toMatchObject({ name: 'AbortError' });
    await settled();
    expect(server.sent()).toEqual(['/api/before', '/api/end']);

    server.answer('/api/end', 200);
    await expect(ending).resolves.toEqual({});
    await expect(meanwhile).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.sent()).toEqual(['/api/before', '/api/end']);

    // Afterwards, requests go out again (the next sign-in's).
    const after = apiRequest('/api/after');
    await settled();
    server.answer('/api/after', 200);
    await expect(after).resolves.toEqual({});
  });

  it('sends what waited once the session stands after all (the request failed)', async () => {
    const server = controlledFetch();
    const ending = endSessionWith(() => apiRequest('/api/end', { method: 'POST', body: {} }));
    const meanwhile = apiRequest('/api/meanwhile');
    await settled();
    expect(server.sent()).toEqual(['/api/end']);

    server.answer('/api/end', 500);
    await expect(ending).rejects.toBeInstanceOf(ApiError);
    await settled();
    expect(server.sent()).toEqual(['/api/end', '/api/meanwhile']);
    server.answer('/api/meanwhile', 200);
    await expect(meanwhile).resolves.toEqual({});
  });
});

describe('renewSessionWith', () => {
  it('holds what is sent meanwhile and sends it once the new session is answered; nothing is aborted', async () => {
    const server = controlledFetch();
    const renewing = renewSessionWith(() => apiRequest('/api/renew', { method: 'POST', body: {} }));
    const meanwhile = apiRequest('/api/meanwhile');
    await settled();
    expect(server.sent()).toEqual(['/api/renew']);

    server.answer('/api/renew', 200);
    await expect(renewing).resolves.toEqual({});
    await settled();
    expect(server.sent()).toEqual(['/api/renew', '/api/meanwhile']);
    server.answer('/api/meanwhile', 200);
    await expect(meanwhile).resolves.toEqual({});
  });
});
