import { describe, expect, it } from 'vitest';
import { formatDurations, playwrightDurations, slowest, vitestDurations } from './test-durations';

/** The parts of Vitest's JSON report that matter here, as its reporter writes them. */
const vitestReport = {
  numTotalTests: 3,
  testResults: [
    {
      name: '/repo/src/server/fuzz/fuzz.auth.test.ts',
      status: 'passed',
      assertionResults: [
        { ancestorTitles: ['fuzz: auth'], title: 'never answers 5xx', duration: 8424.5, status: 'passed' },
      ],
    },
    {
      name: '/repo/src/web/lib/site.test.ts',
      status: 'passed',
      assertionResults: [
        { ancestorTitles: [], title: 'knows the host', duration: 2, status: 'passed' },
        { ancestorTitles: [], title: 'was skipped', duration: null, status: 'skipped' },
      ],
    },
  ],
};

/** The same of Playwright's: a file's suite, a describe block inside it, two attempts of a test. */
const playwrightReport = {
  config: { rootDir: '/repo/e2e', workers: 2 },
  stats: {},
  suites: [
    {
      title: 'accounts-session.spec.ts',
      file: 'accounts-session.spec.ts',
      specs: [
        {
          title: 'signs in',
          file: 'accounts-session.spec.ts',
          tests: [
            {
              results: [
                { duration: 4000, status: 'failed' },
                { duration: 3500, status: 'passed' },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'on a phone',
          file: 'accounts-session.spec.ts',
          specs: [
            {
              title: 'the menu holds Sign Out',
              file: 'accounts-session.spec.ts',
              tests: [{ results: [{ duration: 1200, status: 'passed' }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('test durations', () => {
  it('reads every test that ran from a Vitest report, files relative to the root', () => {
    expect(vitestDurations(vitestReport, '/repo')).toEqual([
      {
        file: 'src/server/fuzz/fuzz.auth.test.ts',
        title: ['fuzz: auth', 'never answers 5xx'],
        seconds: 8.4245,
      },
      { file: 'src/web/lib/site.test.ts', title: ['knows the host'], seconds: 0.002 },
    ]);
  });

  it('reads every test of a Playwright report, with its describe blocks and all its attempts, files relative to the root', () => {
    expect(playwrightDurations(playwrightReport, '/repo')).toEqual([
      { file: 'e2e/accounts-session.spec.ts', title: ['signs in'], seconds: 7.5 },
      {
        file: 'e2e/accounts-session.spec.ts',
        title: ['on a phone', 'the menu holds Sign Out'],
        seconds: 1.2,
      },
    ]);
  });

  it('refuses a report of another shape', () => {
    expect(() => vitestDurations({ suites: [] }, '/repo')).toThrow();
    expect(() => playwrightDurations({ testResults: [] }, '/repo')).toThrow();
  });

  it('keeps the slowest, slowest first, ties in name order', () => {
    const test = (file: string, seconds: number) => ({ file, title: ['t'], seconds });
    const tests = [test('a', 1), test('d', 5), test('c', 3), test('b', 3), test('e', 0.5)];
    expect(slowest(tests, 3)).toEqual([test('d', 5), test('b', 3), test('c', 3)]);
    expect(slowest(tests)).toHaveLength(5);
  });

  it('prints one line a test, cut to the width', () => {
    const lines = formatDurations([
      { file: 'e2e/a.spec.ts', title: ['on a phone', 'opens the menu'], seconds: 12.345 },
      { file: 'e2e/b.spec.ts', title: ['x'.repeat(200)], seconds: 0.04 },
    ]);
    expect(lines[0]).toBe('   12.3 s  e2e/a.spec.ts › on a phone › opens the menu');
    expect(lines[1]).toHaveLength(150);
    expect(lines[1]).toMatch(/^ {4}0\.0 s {2}e2e\/b\.spec\.ts › x+…$/);
  });
});
