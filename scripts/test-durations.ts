import { join, relative } from 'node:path';
import { z } from 'zod';

/**
 * The tests a run spent longest on, read from the JSON reports of Vitest and Playwright, so that
 * `npm test` can end with the ten slowest of each suite (scripts/slowest-tests.ts prints them).
 */
export interface TestDuration {
  file: string;
  /** The describe blocks and the test's own title, outermost first. */
  title: string[];
  seconds: number;
}

/** What this reads of Vitest's JSON reporter (jest's format); other fields are ignored. */
const vitestReportSchema = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      assertionResults: z.array(
        z.object({
          ancestorTitles: z.array(z.string()),
          title: z.string(),
          duration: z.number().nullish(),
        }),
      ),
    }),
  ),
});

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
const playwrightSuiteSchema: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          file: z.string(),
          tests: z.array(z.object({ results: z.array(z.object({ duration: z.number() })) })),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuiteSchema).optional(),
  }),
);
const playwrightReportSchema = z.object({
  /** The test directory: the specs' files are relative to it. */
  config: z.object({ rootDir: z.string() }),
  suites: z.array(playwrightSuiteSchema),
});

/** Every test of a Vitest JSON report; files relative to `root` (a test that did not run has no time). */
export function vitestDurations(report: unknown, root: string): TestDuration[] {
  return vitestReportSchema.parse(report).testResults.flatMap((file) =>
    file.assertionResults.flatMap((test) =>
      typeof test.duration === 'number'
        ? [
            {
              file: relative(root, file.name).replaceAll('\\', '/'),
              title: [...test.ancestorTitles, test.title],
              seconds: test.duration / 1000,
            },
          ]
        : [],
    ),
  );
}

/**
 * Every test of a Playwright JSON report, with the time of all its attempts (retries included);
 * files relative to `root`. A file's top suite is titled by the file itself, left out of the title.
 */
export function playwrightDurations(report: unknown, root: string): TestDuration[] {
  const { config, suites } = playwrightReportSchema.parse(report);
  const tests: TestDuration[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      const file = relative(root, join(config.rootDir, spec.file)).replaceAll('\\', '/');
      tests.push({ file, title: [...titles, spec.title], seconds: ms / 1000 });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const fileSuite of suites) walk(fileSuite, []);
  return tests;
}

/** The `count` slowest, slowest first (ties in file and title order, so the list is stable). */
export function slowest(tests: readonly TestDuration[], count = 10): TestDuration[] {
  const name = (test: TestDuration) => `${test.file} ${test.title.join(' ')}`;
  return [...tests].sort((a, b) => b.seconds - a.seconds || name(a).localeCompare(name(b))).slice(0, count);
}

/** One line a test: seconds, then file › describe › title (cut to `width` characters). */
export function formatDurations(tests: readonly TestDuration[], width = 150): string[] {
  return tests.map((test) => {
    const line = `${test.seconds.toFixed(1).padStart(7)} s  ${[test.file, ...test.title].join(' › ')}`;
    return line.length > width ? `${line.slice(0, width - 1)}…` : line;
  });
}
