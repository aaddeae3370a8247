import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api-client';
import { forgetAndSignOut } from '../auth-client/sign-out';
import { forgetSession } from './forget-session';
import { meQueryKey } from './get-me';
import { buildMe } from './me.test-utils';

/** A query whose request never answers by itself: it ends only when its signal aborts. */
function startHangingQuery(queryClient: QueryClient, key: string) {
  const seen: { signal?: AbortSignal } = {};
  void queryClient
    .fetchQuery({
      queryKey: ['community', key],
      queryFn: ({ signal }) => {
        seen.signal = signal;
        return new Promise<never>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        });
      },
    })
    .catch(() => undefined);
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgetSession', () => {
  it('aborts the requests in flight, drops every cached answer and leaves the session null', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(meQueryKey, buildMe());
    queryClient.setQueryData(['account', 'consents'], { consents: {} });
    const stats = startHangingQuery(queryClient, 'stats');
    const trending = startHangingQuery(queryClient, 'trending');
    expect(stats.signal?.aborted).toBe(false);

    forgetSession(queryClient);

    expect(stats.signal?.aborted).toBe(true);
    expect(trending.signal?.aborted).toBe(true);
    expect(queryClient.getQueryState(['community', 'stats'])?.status).not.toBe('error');
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([meQueryKey]);
  });
});

describe('forgetSession, for requests that are not queries', () => {
  it('aborts the requests in flight that are not queries, such as an activity report', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            sent.push(init);
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const activity = apiRequest('/api/account/activity', { method: 'POST', body: {} });
    forgetSession(new QueryClient());
    await expect(activity).rejects.toThrow();
    expect(sent[0]?.signal?.aborted).toBe(true);
    // What is sent afterwards (the sign-out) goes out normally.
    void apiRequest('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    expect(sent[1]?.signal?.aborted).toBe(false);
  });
});

describe('forgetAndSignOut', () => {
  it('lets go of the session and leaves the page before the server ends it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(meQueryKey, buildMe());
    const stats = startHangingQuery(queryClient, 'stats');
    const events: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        events.push(`${path} sent, stats ${stats.signal?.aborted ? 'aborted' : 'in flight'}`);
        return new Response('{}', { status: 200 });
      }),
    );

    await forgetAndSignOut(queryClient, () => {
      events.push(`left, session ${queryClient.getQueryData(meQueryKey) === null ? 'forgotten' : 'kept'}`);
    });

    expect(events).toEqual(['left, session forgotten', '/api/auth/sign-out sent, stats aborted']);
  });
});
