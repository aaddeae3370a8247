import { describe, expect, it, vi } from 'vitest';
import { createNotFoundReporter, sendNotFoundReport } from './not-found-reporter';

const sendOk = () => vi.fn((_path: string) => Promise.resolve());

describe('createNotFoundReporter', () => {
  it('skips the initial load the server already answered with 404', () => {
    const send = sendOk();
    const reporter = createNotFoundReporter({ initialStatus: () => '404', send });
    expect(reporter.report({ key: 'default', pathname: '/missing' })).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('reports client-side navigations to missing paths, even after a 404 load', () => {
    const send = sendOk();
    const reporter = createNotFoundReporter({ initialStatus: () => '404', send });
    expect(reporter.report({ key: 'abc123', pathname: '/other-missing' })).toBe(true);
    expect(send).toHaveBeenCalledWith('/other-missing');
  });

  it("reports the first location once the server's answer no longer describes it (the app took over)", () => {
    const send = sendOk();
    let status: string | undefined = '404';
    const reporter = createNotFoundReporter({ initialStatus: () => status, send });
    expect(reporter.report({ key: 'default', pathname: '/missing' })).toBe(false);
    status = undefined;
    expect(reporter.report({ key: 'default', pathname: '/missing-after-load' })).toBe(true);
    expect(send).toHaveBeenCalledWith('/missing-after-load');
  });

  it('reports the initial location when the server did not flag it', () => {
    const send = sendOk();
    const reporter = createNotFoundReporter({ initialStatus: () => undefined, send });
    expect(reporter.report({ key: 'default', pathname: '/missing' })).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports each visit once (effects may run twice)', () => {
    const send = sendOk();
    const reporter = createNotFoundReporter({ initialStatus: () => undefined, send });
    reporter.report({ key: 'k1', pathname: '/a' });
    reporter.report({ key: 'k1', pathname: '/a' });
    reporter.report({ key: 'k2', pathname: '/a' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('ignores failures of the report', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const reporter = createNotFoundReporter({ initialStatus: () => undefined, send });
    expect(reporter.report({ key: 'k1', pathname: '/a' })).toBe(true);
    await Promise.resolve();
  });
});

describe('sendNotFoundReport', () => {
  it('posts the path as JSON to /api/not-found', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    await sendNotFoundReport('/missing/page', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/not-found');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ path: '/missing/page' });
  });
});
