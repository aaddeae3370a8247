// `npm test`: every check, in order, stopping at the first failure; CI runs exactly this.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// Each test step's JSON report, read at the end for the ten slowest tests (scripts/slowest-tests.ts).
const reports = join('.cache', 'test-durations');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const pgliteReport = join(reports, 'vitest-pglite.json');
const postgresReport = join(reports, 'vitest-postgres.json');
const e2eReport = join(reports, 'playwright.json');
const vitestReporters = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['feature boundaries', 'node', ['scripts/check-feature-boundaries.mjs']],
  ['types', 'npx', ['tsc', '-b']],
  ['API document (Redocly lint, typed client)', 'node', ['--import', 'tsx', 'scripts/check-openapi.ts']],
  ['audit (production dependencies)', 'node', ['--import', 'tsx', 'scripts/npm-audit.ts']],
  ['unit + API (PGlite)', 'npx', ['vitest', 'run', ...vitestReporters(pgliteReport)]],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API (PostgreSQL)',
    'npx',
    ['vitest', 'run', 'src/server', ...vitestReporters(postgresReport)],
    { TEST_DB: 'postgres' },
  ]);
} else {
  console.log('\n[test] TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API suite.');
}
steps.push(
  ['build web', 'npm', ['run', 'build', '--silent']],
  ['bundle budgets', 'node', ['--import', 'tsx', 'scripts/check-budgets.ts']],
  [
    'end-to-end (Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
  ],
  ['durability (PGlite, SIGKILL)', 'node', ['--import', 'tsx', 'bench/durability.ts']],
);

const started = Date.now();
const finished = [];

/** The ten slowest tests of each test step that ran (failed or not), then each step's duration. */
function printSummary() {
  spawnSync(
    'node',
    [
      '--import',
      'tsx',
      'scripts/slowest-tests.ts',
      `unit + API (PGlite)=${pgliteReport}`,
      `API (PostgreSQL)=${postgresReport}`,
      `end-to-end (Chromium)=${e2eReport}`,
    ],
    { stdio: 'inherit' },
  );
  // Each step's duration, also after a failure, so a slow or failing stage is plain to see.
  console.log('\n[test] step durations:');
  for (const { name, seconds, outcome } of finished) {
    console.log(`[test]   ${outcome.padEnd(6)} ${seconds.padStart(7)} s  ${name}`);
  }
  console.log(`[test]   total  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
}

for (const [name, command, args, env] of steps) {
  console.log(`\n[test] ${name}: ${command} ${args.join(' ')}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  finished.push({ name, seconds, outcome: result.status === 0 ? 'ok' : 'FAILED' });
  if (result.status !== 0) {
    console.error(`\n[test] FAILED: ${name} (${seconds} s)`);
    printSummary();
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ok: ${name} (${seconds} s)`);
}
printSummary();
console.log(`\n[test] all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
