import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionExpiredHandler } from '../api-client';
import { getMe } from './get-me';
import { buildMe } from './me.test-utils';

function answer(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getMe (the session probe)', () => {
  it('returns the signed-in user as the rest of the app knows it', async () => {
    const me = buildMe();
    answer({ signedIn: true, ...me });
    expect(await getMe()).toEqual(me);
  });

  it('returns null for a visitor, without calling it an expiry', async () => {
    const expired = vi.fn();
    const unregister = setSessionExpiredHandler(expired);
    answer({ signedIn: false });
    expect(await getMe()).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    unregister();
  });

  it('reports a session that ended for inactivity, as a 401 SESSION_EXPIRED of any request does', async () => {
    const expired = vi.fn();
    const unregister = setSessionExpiredHandler(expired);
    answer({ signedIn: false, reason: 'SESSION_EXPIRED' });
    expect(await getMe()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('passes the query signal on, so a cancelled probe is aborted', async () => {
    const fetchMock = answer({ signedIn: false });
    const controller = new AbortController();
    await getMe(controller.signal);
    const sent = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(sent[1].signal?.aborted).toBe(false);
    controller.abort();
    expect(sent[1].signal?.aborted).toBe(true);
  });
});
