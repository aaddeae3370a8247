/**
 * Prints the ten slowest tests of each JSON report it is given (Vitest's or Playwright's, told apart
 * by their content): `npm test` runs it at its end, failed or not (scripts/test.mjs). By hand:
 *
 *   node --import tsx scripts/slowest-tests.ts "unit + API=.cache/test-durations/vitest.json" …
 *
 * Each argument is `name=file`; a report that is not there (its step did not run) is left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { formatDurations, playwrightDurations, slowest, vitestDurations } from './test-durations';

function durationsIn(file: string) {
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const isVitest = typeof report === 'object' && report !== null && 'testResults' in report;
  return isVitest ? vitestDurations(report, process.cwd()) : playwrightDurations(report, process.cwd());
}

for (const argument of process.argv.slice(2)) {
  const separator = argument.lastIndexOf('=');
  const [name, file] = [argument.slice(0, separator), argument.slice(separator + 1)];
  if (!existsSync(file)) continue;
  try {
    console.log(`\n[test] the ten slowest tests of ${name}:`);
    for (const line of formatDurations(slowest(durationsIn(file)))) console.log(`[test] ${line}`);
  } catch (error) {
    console.log(`[test]   (${file} could not be read: ${error instanceof Error ? error.message : error})`);
  }
}
